import { ROLE_CODES } from '../../src/contracts/enums';
import { project_permissions } from '../db/schema/index';
import { insertAll, type SeedContext } from './context';
import { demoGrants } from './data/permissions';
import type { OrgRefs } from './seed-org';
import type { UserRefs } from './seed-users';

/** Role grants in every project, plus one per-user override to show that scope at work. */
export async function seedPermissions(
  ctx: SeedContext,
  org: OrgRefs,
  people: UserRefs,
): Promise<number> {
  const rows: (typeof project_permissions.$inferInsert)[] = [];
  for (const project of org.projects) {
    for (const code of ROLE_CODES) {
      const grants = demoGrants(code);
      if (!grants) continue;
      for (const [area, value] of Object.entries(grants)) {
        rows.push({
          project_id: project.id,
          role_id: org.roleIds.get(code),
          area: area as keyof typeof grants,
          value,
        });
      }
    }
  }
  const supervisor = people.byLogin.get('supervisor');
  rows.push(
    {
      project_id: org.projects[0].id,
      user_id: supervisor,
      area: 'project_outlets',
      value: 'CREATE',
    },
    {
      project_id: org.projects[0].id,
      user_id: supervisor,
      area: 'questionnaires',
      value: 'UPDATE',
    },
  );
  await insertAll(ctx.db, project_permissions, rows);
  return rows.length;
}
