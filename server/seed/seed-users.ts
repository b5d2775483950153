import { user_projects, user_roles, users } from '#server/db/schema/index';
import { ROLE_CODES, type RoleCode } from '#src/contracts/enums';
import { addDays, insertAll, insertIds, type SeedContext } from './context';
import { ALL_PROJECT_ROLES, ROLE_NAMES } from './data/roles';
import type { OrgRefs } from './seed-org';

export interface Executor {
  userId: number;
  projectId: number;
  managerId: number;
}

export interface UserRefs {
  byLogin: Map<string, number>;
  /** Field users doing visits, one entry per project they work in. */
  executors: Executor[];
  /** Users holding a crowd role: executors of crowd tasks. */
  crowdWorkers: number[];
  /** Staff logins first (one per role), then the extra field users. */
  logins: string[];
}

/** Extra supervisors and the project each one manages (by project index). */
const EXTRA_MANAGERS: { login: string; projects: number[] }[] = [
  { login: 'supervisor2', projects: [0] },
  { login: 'supervisor3', projects: [1] },
  { login: 'supervisor4', projects: [2] },
];

/** Roles whose demo user works in the first project only; the rest see more. */
const PROJECTS_OF_ROLE: Partial<Record<RoleCode, number[]>> = {
  client: [0, 3],
  agent_client: [0, 3],
  supervisor: [0, 3],
  tm: [0, 1],
  rm: [0, 1, 2, 3],
};

/** A valid SNILS: nine digits and the check number the Pension Fund defines. */
function snils(n: number): string {
  const digits = String(100_000_000 + n * 7_919).slice(-9);
  const sum = [...digits].reduce((acc, d, i) => acc + Number(d) * (9 - i), 0);
  const check = sum < 100 ? sum : sum % 101 === 100 ? 0 : sum % 101;
  const d = digits;
  return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6, 9)} ${String(check).padStart(2, '0')}`;
}

export async function seedUsers(
  ctx: SeedContext,
  org: OrgRefs,
  passwordHash: string,
): Promise<UserRefs> {
  const { db, faker } = ctx;
  const fieldCount = org.projects.reduce((n, p) => n + p.spec.executors, 0);
  const logins = [
    ...ROLE_CODES,
    ...EXTRA_MANAGERS.map((m) => m.login),
    ...Array.from({ length: fieldCount }, (_, i) => `merch${String(i + 1).padStart(2, '0')}`),
  ];
  const rows = logins.map((login, n) => {
    const sex = faker.helpers.arrayElement(['male', 'female'] as const);
    const phone = `+7900${String(1_000_001 + n).slice(-7)}`;
    return {
      login,
      last_name: faker.person.lastName(sex),
      first_name: faker.person.firstName(sex),
      patronymic_name: faker.person.middleName(sex),
      sex,
      phone,
      phones: n % 4 === 0 ? [phone, `+7495${String(2_000_001 + n).slice(-7)}`] : [phone],
      email: `${login}@sfa-demo.ru`,
      snils: snils(n + 1),
      birth_date: addDays(ctx.today, -(365 * 22 + ((n * 397) % (365 * 30)))),
      status: 'active' as const,
      password_hash: passwordHash,
      one_c_id: `ЦБ-${String(1000 + n).padStart(6, '0')}`,
      user_route_id: login.startsWith('merch') ? `R-${String(n).padStart(4, '0')}` : null,
      external_sfa_user_id: faker.string.uuid(),
    };
  });
  const ids = await insertIds(db, users, rows);
  const byLogin = new Map(logins.map((login, i) => [login, ids[i]]));
  const id = (login: string) => byLogin.get(login) ?? 0;
  const roleId = (code: RoleCode) => org.roleIds.get(code) ?? 0;

  const roleRows = ROLE_CODES.map((code) => ({ user_id: id(code), role_id: roleId(code) }));
  for (const m of EXTRA_MANAGERS)
    roleRows.push({ user_id: id(m.login), role_id: roleId('supervisor') });

  const projectIdAt = (i: number) => org.projects[i].id;
  const membership: {
    user_id: number;
    project_id: number;
    manager_id?: number;
    position: string;
  }[] = [];
  for (const code of ROLE_CODES) {
    const indexes = ALL_PROJECT_ROLES.includes(code)
      ? org.projects.map((_, i) => i)
      : (PROJECTS_OF_ROLE[code] ?? [0]);
    for (const i of indexes) {
      membership.push({
        user_id: id(code),
        project_id: projectIdAt(i),
        position: ROLE_NAMES[code].name,
      });
    }
  }
  for (const m of EXTRA_MANAGERS) {
    for (const i of m.projects) {
      membership.push({
        user_id: id(m.login),
        project_id: projectIdAt(i),
        position: ROLE_NAMES.supervisor.name,
      });
    }
  }

  // Field users: consecutive merchNN per project, managed in turn by the project's supervisors.
  const executors: Executor[] = [
    { userId: id('merchandiser'), projectId: projectIdAt(0), managerId: id('supervisor') },
  ];
  const crowdWorkers = [id('crowd_merchandiser'), id('trial_crowd')];
  let next = 0;
  org.projects.forEach((project, pi) => {
    const managers = [
      ...EXTRA_MANAGERS.filter((m) => m.projects.includes(pi)).map((m) => id(m.login)),
      ...(PROJECTS_OF_ROLE.supervisor?.includes(pi) ? [id('supervisor')] : []),
    ];
    for (let k = 0; k < project.spec.executors; k++) {
      const userId = id(`merch${String(++next).padStart(2, '0')}`);
      const managerId = managers[k % managers.length] ?? id('rm');
      executors.push({ userId, projectId: project.id, managerId });
      membership.push({
        user_id: userId,
        project_id: project.id,
        manager_id: managerId,
        position: ROLE_NAMES.merchandiser.name,
      });
      roleRows.push({ user_id: userId, role_id: roleId('merchandiser') });
      if (k % 5 === 0) {
        roleRows.push({ user_id: userId, role_id: roleId('crowd_merchandiser') });
        crowdWorkers.push(userId);
      }
    }
  });
  const merchMembership = membership.find((m) => m.user_id === id('merchandiser'));
  if (merchMembership) merchMembership.manager_id = id('supervisor');

  await insertAll(db, user_roles, roleRows);
  await insertAll(
    db,
    user_projects,
    membership.map((m) => ({ ...m, start_date: addDays(ctx.today, -200) })),
  );
  return { byLogin, executors, crowdWorkers, logins };
}
