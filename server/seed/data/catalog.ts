/** Reference data of the demo: chains, outlet types, projects and their clients. */

import { VISIT_STATUS_NAMES } from '#src/contracts/visit-status-names';

export type OutletSegment = 'grocery' | 'pharmacy' | 'electronics';

export const RETAILS: { code: string; name: string; segment: OutletSegment }[] = [
  { code: 'pyaterochka', name: 'Пятёрочка', segment: 'grocery' },
  { code: 'magnit', name: 'Магнит', segment: 'grocery' },
  { code: 'perekrestok', name: 'Перекрёсток', segment: 'grocery' },
  { code: 'lenta', name: 'Лента', segment: 'grocery' },
  { code: 'auchan', name: 'Ашан', segment: 'grocery' },
  { code: 'vkusvill', name: 'ВкусВилл', segment: 'grocery' },
  { code: 'dixy', name: 'Дикси', segment: 'grocery' },
  { code: 'okey', name: 'О’КЕЙ', segment: 'grocery' },
  { code: 'rigla', name: 'Ригла', segment: 'pharmacy' },
  { code: 'apteka366', name: 'Аптека 36,6', segment: 'pharmacy' },
  { code: 'aprel', name: 'Аптека Апрель', segment: 'pharmacy' },
  { code: 'mvideo', name: 'М.Видео', segment: 'electronics' },
  { code: 'eldorado', name: 'Эльдорадо', segment: 'electronics' },
  { code: 'dns', name: 'DNS', segment: 'electronics' },
];

export const OUTLET_TYPES: { code: string; name: string; segment: OutletSegment }[] = [
  { code: 'hyper', name: 'Гипермаркет', segment: 'grocery' },
  { code: 'super', name: 'Супермаркет', segment: 'grocery' },
  { code: 'convenience', name: 'Магазин у дома', segment: 'grocery' },
  { code: 'discounter', name: 'Дискаунтер', segment: 'grocery' },
  { code: 'pharmacy', name: 'Аптека', segment: 'pharmacy' },
  { code: 'electronics', name: 'Магазин электроники', segment: 'electronics' },
];

/** How many reference outlets of each segment the demo creates (240 in all). */
export const OUTLET_COUNTS: Record<OutletSegment, number> = {
  grocery: 160,
  pharmacy: 45,
  electronics: 35,
};

export const MERCHANDISING_TYPES = [
  { code: 'outsourcing', name: 'Аутсорсинг персонала (административные функции)' },
  { code: 'electronics', name: 'Электроника' },
  { code: 'pharma', name: 'Фарма' },
  { code: 'promo', name: 'Промо' },
  { code: 'tech_merch', name: 'Техмерч' },
  { code: 'test', name: 'Тест' },
];

export const CLIENTS = [
  { name: 'Нева Продукт', legal_name: 'ООО «Нева Продукт»', inn: '7801234567' },
  { name: 'Волга Фарм', legal_name: 'АО «Волга Фарм»', inn: '6312345678' },
  { name: 'ТехноМир', legal_name: 'ООО «ТехноМир Дистрибуция»', inn: '7709876543' },
];

export interface DemoProject {
  code: string;
  name: string;
  client: number;
  kind: 'combined' | 'exclusive';
  merchandising: string;
  segments: OutletSegment[];
  /** Share of the matching reference outlets the project works with. */
  coverage: number;
  /** Field users (merchandisers) working in the project. */
  executors: number;
}

export const PROJECTS: DemoProject[] = [
  {
    code: 'NEVA',
    name: 'Нева Продукт — мерчендайзинг',
    client: 0,
    kind: 'combined',
    merchandising: 'outsourcing',
    segments: ['grocery'],
    coverage: 1,
    executors: 14,
  },
  {
    code: 'VOLGA-PHARMA',
    name: 'Волга Фарм — аудит аптек',
    client: 1,
    kind: 'exclusive',
    merchandising: 'pharma',
    segments: ['pharmacy'],
    coverage: 1,
    executors: 7,
  },
  {
    code: 'TECHNO',
    name: 'ТехноМир — техмерч и промо',
    client: 2,
    kind: 'combined',
    merchandising: 'tech_merch',
    segments: ['electronics'],
    coverage: 1,
    executors: 6,
  },
  {
    code: 'NEVA-PROMO',
    name: 'Нева Продукт — промо в гипермаркетах',
    client: 0,
    kind: 'exclusive',
    merchandising: 'promo',
    segments: ['grocery'],
    coverage: 0.25,
    executors: 3,
  },
];

export const VISIT_FAIL_RESULTS = [
  { code: 'closed', name: 'Магазин закрыт' },
  { code: 'no_access', name: 'Нет доступа в торговый зал' },
  { code: 'no_product', name: 'Товар отсутствует' },
  { code: 'renovation', name: 'Ремонт в магазине' },
  { code: 'other', name: 'Другое' },
];

export const STATUS_NAMES: Record<string, Record<string, string>> = {
  visit: VISIT_STATUS_NAMES,
  task: {
    new: 'Новая',
    pending: 'В ожидании',
    done: 'Выполнена',
    CANT_DO: 'Невозможно выполнить',
    overdue: 'Просрочена',
  },
  export: { new: 'Новый', completed: 'Выполнен', not_performed: 'Не выполнен' },
};
