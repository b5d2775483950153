import type { ImportGroup, ImportKindInfo, ImportKindName } from '#src/contracts/imports';
import { columnsOf, type ImportKindDefinition } from './kind';

/** Spec section 9's groups, as the journal names them. */
const IMPORT_GROUP_LABELS: Record<ImportGroup, string> = {
  outlets: 'Торговые точки',
  users: 'Пользователи',
  org_structure: 'Оргструктура',
  routes: 'Маршруты',
  questionnaires: 'Анкеты',
  planograms: 'Планограммы',
  address_program: 'Адресная программа',
  checkers: 'Проверяющие',
  crowd: 'Краудсорсинг',
  matrices: 'Матрицы',
};

/** The kinds that come with later parts of the portal: listed so the catalogue is whole. */
const LATER_KINDS: {
  kind: ImportKindName;
  group: ImportGroup;
  label: string;
  description: string;
}[] = [
  {
    kind: 'AP',
    group: 'address_program',
    label: 'Адресная программа',
    description: 'Программы визитов по торговым точкам и периодам.',
  },
  {
    kind: 'PRICE_CLUSTER_RATES',
    group: 'address_program',
    label: 'Ставки ценовых кластеров',
    description: 'Ставки оплаты по ценовым кластерам.',
  },
  {
    kind: 'TENDER_RATE_STRUCTURES',
    group: 'address_program',
    label: 'Структуры тендерных ставок',
    description: 'Статьи и суммы тендерного расчёта.',
  },
  {
    kind: 'PROJECT_BUDGETS',
    group: 'address_program',
    label: 'Бюджеты проектов',
    description: 'Бюджет проекта по статьям и периодам.',
  },
  {
    kind: 'CROWD_TASKS',
    group: 'crowd',
    label: 'Краудзадания',
    description: 'Задания для краудисполнителей.',
  },
  {
    kind: 'CROWD_PAYMENTS',
    group: 'crowd',
    label: 'Выплаты краудисполнителям',
    description: 'Выплаты за выполненные краудзадания.',
  },
];

/** A defined kind as the contract lists it. */
export function kindInfo(definition: ImportKindDefinition): ImportKindInfo {
  return {
    kind: definition.kind,
    group: definition.group,
    group_label: IMPORT_GROUP_LABELS[definition.group],
    label: definition.label,
    description: definition.description,
    columns: columnsOf(definition),
    key: [...definition.key],
    available: true,
  };
}

/** The kinds not defined yet, without columns. */
export function laterKinds(defined: ReadonlySet<string>): ImportKindInfo[] {
  return LATER_KINDS.filter((later) => !defined.has(later.kind)).map((later) => ({
    ...later,
    group_label: IMPORT_GROUP_LABELS[later.group],
    columns: [],
    key: [],
    available: false,
  }));
}
