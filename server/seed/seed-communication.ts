import { distribution_recipients, distributions, notifications } from '#server/db/schema/index';
import { insertAll, insertIds, type SeedContext } from './context';
import type { OrgRefs } from './seed-org';
import type { UserRefs } from './seed-users';

const NOTICES = [
  {
    type: 'task',
    title: 'Новое задание',
    text: 'Вам назначено задание «Обновить ценники на полке».',
  },
  { type: 'check', title: 'Визит проверен', text: 'Визит принят менеджером по проверке.' },
  {
    type: 'check',
    title: 'Визит отклонён',
    text: 'Визит отклонён: фото размыто, выкладку не видно.',
  },
  { type: 'import', title: 'Импорт завершён', text: 'Импорт торговых точек завершён без ошибок.' },
  { type: 'info', title: 'Новости проекта', text: 'С понедельника действует новая планограмма.' },
];
const DAY = 86_400_000;

/** Notifications (some unread) for everyone, and group and personal mailings. */
export async function seedCommunication(
  ctx: SeedContext,
  org: OrgRefs,
  people: UserRefs,
): Promise<{ notifications: number }> {
  const { db, faker } = ctx;
  const admin = people.byLogin.get('administrator') ?? 0;
  const userIds = [...people.byLogin.values()];
  const project = org.projects[0].id;
  const [groupMail, personalMail] = await insertIds(db, distributions, [
    {
      title: 'Новая планограмма',
      text: 'С понедельника действует новая планограмма для гипермаркетов.',
      mailing_type: 'group',
      status: 'done',
      params: { project_ids: [project], roles: ['merchandiser', 'supervisor'] },
      project_id: project,
      author_id: admin,
      sent_at: new Date(ctx.now.getTime() - 3 * DAY),
    },
    {
      title: 'Проверка фотоотчётов',
      text: 'Пожалуйста, проверьте качество фото за прошлую неделю.',
      mailing_type: 'personal',
      status: 'done',
      author_id: admin,
      sent_at: new Date(ctx.now.getTime() - DAY),
    },
    {
      title: 'Собрание супервайзеров',
      text: 'Собрание в пятницу в 10:00.',
      mailing_type: 'group',
      status: 'pending',
      params: { project_ids: org.projects.map((p) => p.id), roles: ['supervisor'] },
      author_id: admin,
      send_at: new Date(ctx.now.getTime() + DAY),
    },
  ]);
  const personal = ['check_manager', 'head_check_manager', 'supervisor', 'analyst'].map(
    (l) => people.byLogin.get(l) ?? 0,
  );
  await insertAll(
    db,
    distribution_recipients,
    personal.map((user_id) => ({ distribution_id: personalMail, user_id })),
  );

  const rows: (typeof notifications.$inferInsert)[] = [];
  for (const user_id of userIds) {
    for (let k = faker.number.int({ min: 3, max: 8 }); k > 0; k--) {
      const n = faker.helpers.arrayElement(NOTICES);
      const viewed = faker.datatype.boolean(0.6);
      const created = new Date(
        ctx.now.getTime() - faker.number.int({ min: 10, max: 20 * 24 * 60 }) * 60_000,
      );
      rows.push({
        user_id,
        project_id: project,
        ...n,
        created_at: created,
        is_received: true,
        received_at: created,
        is_viewed: viewed,
        viewed_at: viewed ? new Date(created.getTime() + 3_600_000) : null,
      });
    }
  }
  const mailed = (id: number, title: string, text: string, users: number[]) =>
    users.map((user_id) => ({
      user_id,
      distribution_id: id,
      type: 'distribution',
      title,
      text,
      is_received: true,
    }));
  rows.push(
    ...mailed(
      groupMail,
      'Новая планограмма',
      'С понедельника действует новая планограмма.',
      people.executors.filter((e) => e.projectId === project).map((e) => e.userId),
    ),
  );
  rows.push(
    ...mailed(
      personalMail,
      'Проверка фотоотчётов',
      'Пожалуйста, проверьте качество фото за прошлую неделю.',
      personal,
    ),
  );
  await insertAll(db, notifications, rows);

  return { notifications: rows.length };
}
