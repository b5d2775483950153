import {
  budget_item_types,
  coverage_types,
  logic_periods,
  periods,
  price_cluster_rates,
  price_clusters,
  program_params,
  program_types,
  programs,
  tender_rate_items,
  tender_rate_structures,
} from '#server/db/schema/index';
import { addDays, insertAll, insertIds, type SeedContext } from './context';
import type { OrgRefs } from './seed-org';
import type { ProjectOutletRef } from './seed-outlets';

const BUDGET_ITEMS = [
  { code: 'salary', name: 'Фонд оплаты труда' },
  { code: 'taxes', name: 'Налоги и взносы' },
  { code: 'transport', name: 'Транспортные расходы' },
  { code: 'management', name: 'Управленческие расходы' },
  { code: 'margin', name: 'Маржа агентства' },
];
/** Shares of a rate per budget article, percent. */
const STRUCTURE = [55, 17, 10, 8, 10];
const CLUSTERS = [
  { code: 'A', name: 'Кластер A — Москва и Санкт-Петербург', base: 520 },
  { code: 'B', name: 'Кластер B — города-миллионники', base: 410 },
  { code: 'C', name: 'Кластер C — прочие города', base: 330 },
];
const COVERAGE = [
  { code: 'full', name: 'Полное покрытие' },
  { code: 'partial', name: 'Частичное покрытие' },
  { code: 'spot', name: 'Выборочное покрытие' },
];

function monthStart(day: string, shift: number): string {
  const d = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + shift);
  return d.toISOString().slice(0, 10);
}

/** Address programs per project with per-outlet parameters, clusters, rates and their structure. */
export async function seedAddressProgram(
  ctx: SeedContext,
  org: OrgRefs,
  outlets: ProjectOutletRef[],
): Promise<{ programs: number; params: number }> {
  const { db, faker } = ctx;
  const typeIds = await insertIds(db, program_types, [
    { code: 'merch', name: 'Мерчендайзинг' },
    { code: 'audit', name: 'Аудит' },
    { code: 'promo', name: 'Промо' },
  ]);
  const budgetIds = await insertIds(db, budget_item_types, BUDGET_ITEMS);
  const year = Number(ctx.today.slice(0, 4));
  await insertAll(
    db,
    logic_periods,
    [0, 1, 2, 3].map((q) => ({
      code: `${year}-Q${q + 1}`,
      name: `${q + 1} квартал ${year}`,
      start_date: `${year}-${String(q * 3 + 1).padStart(2, '0')}-01`,
      end_date: addDays(
        q === 3 ? `${year + 1}-01-01` : `${year}-${String(q * 3 + 4).padStart(2, '0')}-01`,
        -1,
      ),
    })),
  );
  let programCount = 0;
  let paramCount = 0;
  for (const project of org.projects) {
    const coverageIds = await insertIds(
      db,
      coverage_types,
      COVERAGE.map((c) => ({ ...c, project_id: project.id })),
    );
    const clusterIds = await insertIds(
      db,
      price_clusters,
      CLUSTERS.map(({ code, name }) => ({ code, name, project_id: project.id })),
    );
    const rateRows = CLUSTERS.flatMap((cluster, ci) =>
      [1, 2].map((price_type) => ({
        project_id: project.id,
        price_cluster_id: clusterIds[ci],
        coverage_type_id: coverageIds[0],
        name: `${cluster.code}: ${price_type === 1 ? 'регулярная' : 'промо'} ставка`,
        rate_basis: price_type === 1 ? ('per_hour' as const) : ('per_visit' as const),
        price_type,
        rate: price_type === 1 ? cluster.base : cluster.base * 2,
        start_date: monthStart(ctx.today, -3),
      })),
    );
    const rateIds = await insertIds(db, price_cluster_rates, rateRows);
    const structureIds = await insertIds(
      db,
      tender_rate_structures,
      rateIds.flatMap((rateId, ri) =>
        STRUCTURE.map((share, bi) => ({
          project_id: project.id,
          price_cluster_rate_id: rateId,
          budget_item_type_id: budgetIds[bi],
          name: BUDGET_ITEMS[bi].name,
          share,
          amount: Math.round(rateRows[ri].rate * share) / 100,
          sort: bi,
        })),
      ),
    );
    await insertAll(
      db,
      tender_rate_items,
      structureIds.map((id, i) => ({
        tender_rate_structure_id: id,
        budget_item_type_id: budgetIds[i % budgetIds.length],
        name: `Статья ${BUDGET_ITEMS[i % budgetIds.length].name.toLowerCase()}`,
        amount:
          Math.round(
            rateRows[Math.floor(i / STRUCTURE.length)].rate * STRUCTURE[i % STRUCTURE.length],
          ) / 100,
      })),
    );
    const periodIds = await insertIds(
      db,
      periods,
      [-1, 0, 1].map((shift) => ({
        project_id: project.id,
        name: `Период ${monthStart(ctx.today, shift).slice(0, 7)}`,
        start_date: monthStart(ctx.today, shift),
        end_date: addDays(monthStart(ctx.today, shift + 1), -1),
      })),
    );
    const own = outlets.filter((o) => o.projectId === project.id);
    // Parameters first: a program's budget is the monthly cost of its outlets.
    const drafts = [0, 1].map(() =>
      own.map((o, i) => ({
        project_outlet_id: o.id,
        price_cluster_id: clusterIds[i % clusterIds.length],
        coverage_type_id: coverageIds[i % coverageIds.length],
        budget_item_type_id: budgetIds[0],
        cost_per_hour: faker.number.int({ min: 25, max: 60 }) * 10,
        visits_per_month: faker.helpers.arrayElement([4, 8, 12, 16, 20]),
        timing: faker.helpers.arrayElement([30, 45, 60, 90, 120]),
      })),
    );
    const budget = (k: number) =>
      Math.round(
        drafts[k].reduce(
          (sum, p) => sum + (p.cost_per_hour * p.timing * p.visits_per_month) / 60,
          0,
        ),
      );
    const programIds = await insertIds(db, programs, [
      {
        project_id: project.id,
        program_type_id: typeIds[0],
        period_id: periodIds[1],
        name: 'Адресная программа — текущий месяц',
        status: 'approved',
        budget: budget(0),
      },
      {
        project_id: project.id,
        program_type_id: typeIds[2],
        period_id: periodIds[2],
        name: 'Адресная программа — следующий месяц',
        status: 'pending',
        budget: budget(1),
      },
    ]);
    const params = programIds.flatMap((program_id, k) =>
      drafts[k].map((p) => ({ ...p, program_id })),
    );
    await insertAll(db, program_params, params);
    programCount += programIds.length;
    paramCount += params.length;
  }
  return { programs: programCount, params: paramCount };
}
