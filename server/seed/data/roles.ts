import type { RoleCode } from '#src/contracts/enums';

/** Russian display names of the roles; hidden roles do not appear in role pickers. */
export const ROLE_NAMES: Record<RoleCode, { name: string; hidden?: boolean }> = {
  administrator: { name: 'Администратор' },
  analyst: { name: 'Аналитик' },
  check_manager: { name: 'Менеджер по проверке' },
  head_check_manager: { name: 'Руководитель отдела проверки' },
  client: { name: 'Клиент' },
  report_viewer: { name: 'Просмотр отчётов' },
  visits_report: { name: 'Отчёт по визитам' },
  questionnaires_report: { name: 'Отчёт по анкетам' },
  photo_report: { name: 'Фотоотчёт' },
  crowd_merchandiser: { name: 'Крауд-мерчендайзер' },
  department_head: { name: 'Руководитель отдела' },
  leader: { name: 'Руководитель направления' },
  director_merchandiser: { name: 'Директор по мерчендайзингу' },
  supervisor: { name: 'Супервайзер' },
  crisis_manager: { name: 'Кризис-менеджер' },
  test_user: { name: 'Тестовый пользователь', hidden: true },
  merchandiser: { name: 'Мерчендайзер' },
  stompy: { name: 'Стомпи', hidden: true },
  cunning_merchandiser: { name: 'Тайный мерчендайзер' },
  trial_crowd: { name: 'Крауд-мерчендайзер (стажёр)' },
  agent_client: { name: 'Агент клиента' },
  promoter: { name: 'Промоутер' },
  auditor: { name: 'Аудитор' },
  initiator: { name: 'Инициатор' },
  audit_manager: { name: 'Менеджер аудита' },
  rm: { name: 'Региональный менеджер' },
  tm: { name: 'Территориальный менеджер' },
  director: { name: 'Директор' },
};

/** Roles whose demo user sees every project. */
export const ALL_PROJECT_ROLES: RoleCode[] = [
  'administrator',
  'analyst',
  'director',
  'director_merchandiser',
  'department_head',
  'leader',
  'crisis_manager',
  'check_manager',
  'head_check_manager',
  'report_viewer',
  'visits_report',
  'questionnaires_report',
  'photo_report',
];

/** Roles that manage field users (manager_id of visits and user projects). */
export const MANAGER_ROLES: RoleCode[] = ['supervisor', 'tm', 'rm'];
