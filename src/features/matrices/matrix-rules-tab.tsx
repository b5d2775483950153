import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '#src/api/api-error';
import {
  type ChildListOf,
  childListQueryOptions,
  useChildList,
} from '#src/components/crud/child-list';
import { ChildRowsTable } from '#src/components/crud/child-rows-table';
import { useResourceCan } from '#src/components/crud/resource-access';
import { detailQueryOptions } from '#src/components/crud/resource-api';
import {
  type AnyResource,
  type ResourceColumn,
  type ResourceRow,
  rowTitle,
} from '#src/components/crud/resource-definition';
import { ResourceSearchSelect } from '#src/components/crud/resource-search-select';
import { useSaveRow } from '#src/components/crud/use-resource-mutations';
import type { Matrix, MatrixRule, MatrixRuleCriterion } from '#src/contracts/catalog/matrices';
import { branchesResource } from '#src/resources/branches';
import { citiesResource } from '#src/resources/cities';
import { matricesResource, matrixRulesResource } from '#src/resources/matrices';
import { outletTypesResource } from '#src/resources/outlet-types';
import { projectOutletsResource } from '#src/resources/project-outlets';
import { projectRetailsResource } from '#src/resources/project-retails';
import { regionsResource } from '#src/resources/regions';
import { retailsResource } from '#src/resources/retails';
import { territoriesResource } from '#src/resources/territories';

/** The tab's read, started by its route's loader: a matrix has a handful of rules. */
export const matrixRulesQuery = (matrixId: number) => childListQueryOptions(rulesOf(matrixId));

const rulesOf = (matrixId: number): ChildListOf<MatrixRule> => ({
  parent: matricesResource,
  parentId: matrixId,
  child: matrixRulesResource,
  filter: { matrix_id: matrixId },
});

const outletsCount = (count: number) =>
  plural(count, { one: '# точка', few: '# точки', many: '# точек', other: '# точки' });

/** Whether the criterion's rows are the project's own (listed for the matrix's project). */
const CRITERIA: { key: MatrixRuleCriterion; resource: AnyResource; ofProject: boolean }[] = [
  { key: 'project_retail_id', resource: projectRetailsResource, ofProject: true },
  { key: 'retail_id', resource: retailsResource, ofProject: false },
  { key: 'region_id', resource: regionsResource, ofProject: false },
  { key: 'branch_id', resource: branchesResource, ofProject: true },
  { key: 'territory_id', resource: territoriesResource, ofProject: true },
  { key: 'city_id', resource: citiesResource, ofProject: false },
  { key: 'outlet_type_id', resource: outletTypesResource, ofProject: false },
  { key: 'project_outlet_id', resource: projectOutletsResource, ofProject: true },
];

function useCriterionLabels(): Record<MatrixRuleCriterion, string> {
  const { t } = useLingui();
  return {
    project_retail_id: t`Сеть проекта`,
    retail_id: t`Сеть`,
    region_id: t`Регион`,
    branch_id: t`Филиал`,
    territory_id: t`Территория`,
    city_id: t`Город`,
    outlet_type_id: t`Тип точки`,
    project_outlet_id: t`Торговая точка`,
  };
}

/**
 * The 'rules' tab of a matrix (/matrixes/$matrixId/rules): to which outlets the matrix goes,
 * each rule with the count of the project's outlets it hits.
 */
export function MatrixRulesTab({ id }: { id: number }) {
  const { t } = useLingui();
  const matrix = useQuery(detailQueryOptions<Matrix>(matricesResource, id));
  const load = useChildList(rulesOf(id));
  const canCreate = useResourceCan(matrixRulesResource, 'create');
  const columns = useRuleColumns();
  return (
    <Stack gap="md" maw={1100}>
      {canCreate && matrix.data && <AddRule matrix={matrix.data} />}
      <ChildRowsTable
        resource={matrixRulesResource}
        parent={matricesResource}
        columns={columns}
        load={load}
        testId="matrix-rules"
        emptyText={<Trans>Правил нет: матрица не назначена ни одной точке</Trans>}
        remove={{ label: (row) => t`Удалить правило: ${rowTitle(matrixRulesResource, row)}` }}
      />
    </Stack>
  );
}

function AddRule({ matrix }: { matrix: Matrix }) {
  const { t } = useLingui();
  const labels = useCriterionLabels();
  const save = useSaveRow(matrixRulesResource, matricesResource);
  const [chosen, setChosen] = useState<Partial<Record<MatrixRuleCriterion, ResourceRow>>>({});
  const [error, setError] = useState<string | undefined>();
  const add = () => {
    const criteria = Object.fromEntries(
      Object.entries(chosen).flatMap(([key, row]) => (row ? [[key, row.id]] : [])),
    );
    if (Object.keys(criteria).length === 0) {
      setError(t`Укажите хотя бы одно условие правила: сеть, регион, филиал, город или точку`);
      return;
    }
    setError(undefined);
    save.mutate(
      { body: { matrix_id: matrix.id, ...criteria } },
      {
        onSuccess: () => {
          setChosen({});
        },
        onError: (failure) => setError(errorText(failure)),
      },
    );
  };
  const project = { project_ids: [matrix.project_id] };
  return (
    <Stack gap="sm" data-testid="matrix-rule-form">
      <Text fw={500}>
        <Trans>Новое правило: точки, подходящие под все выбранные условия</Trans>
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {CRITERIA.map(({ key, resource, ofProject }) => (
          <ResourceSearchSelect
            key={key}
            resource={resource}
            label={labels[key]}
            params={ofProject ? project : {}}
            value={chosen[key] ?? null}
            onChange={(row) => setChosen((current) => ({ ...current, [key]: row ?? undefined }))}
          />
        ))}
      </SimpleGrid>
      {error && (
        <Alert color="red" data-testid="matrix-rule-error">
          {error}
        </Alert>
      )}
      <Group>
        <Button leftSection={<IconPlus size={18} />} loading={save.isPending} onClick={add}>
          <Trans>Добавить правило</Trans>
        </Button>
      </Group>
    </Stack>
  );
}

const NAMES: Record<MatrixRuleCriterion, keyof MatrixRule> = {
  project_retail_id: 'project_retail_name',
  retail_id: 'retail_name',
  region_id: 'region_name',
  branch_id: 'branch_name',
  territory_id: 'territory_name',
  city_id: 'city_name',
  outlet_type_id: 'outlet_type_name',
  project_outlet_id: 'project_outlet_name',
};

/** A rule's criteria as badges, its priority and the count of the outlets it hits. */
function useRuleColumns(): ResourceColumn<MatrixRule>[] {
  const labels = useCriterionLabels();
  return [
    {
      key: 'id',
      label: msg`Условия`,
      render: (row) => (
        <Group gap={6}>
          {CRITERIA.filter(({ key }) => row[key] !== null).map(({ key }) => (
            <Badge key={key} variant="light" tt="none">
              {labels[key]}: {String(row[NAMES[key]] ?? row[key])}
            </Badge>
          ))}
          {!row.is_active && (
            <Badge color="gray" tt="none">
              <Trans>Неактивно</Trans>
            </Badge>
          )}
        </Group>
      ),
    },
    { key: 'priority', label: msg`Приоритет` },
    {
      key: 'outlets_count',
      label: msg`Точек`,
      render: (row) => <span data-testid="rule-outlets">{outletsCount(row.outlets_count)}</span>,
    },
  ];
}
