import { msg } from '@lingui/core/macro';
import {
  matrixEndpoints,
  matrixRuleEndpoints,
  matrixSkuEndpoints,
} from '#src/contracts/catalog/matrices';
import { formatDate } from '#src/lib/dates';
import { defineResource } from './define-resource';
import { projectsResource } from './projects';

/** Assortment matrices (/matrixes): the products a project requires on the shelf. */
export const matricesResource = defineResource(matrixEndpoints, {
  label: { one: msg`Матрица` },
  columns: [
    { key: 'name', label: msg`Название` },
    { key: 'code', label: msg`Код` },
    { key: 'project_name', label: msg`Проект` },
    {
      key: 'start_date',
      label: msg`Начало`,
      text: (row) => formatDate(row.start_date),
    },
    { key: 'end_date', label: msg`Окончание`, text: (row) => formatDate(row.end_date) },
    { key: 'skus_count', label: msg`Товаров` },
    { key: 'rules_count', label: msg`Правил` },
    { key: 'is_active', label: msg`Активна` },
    { key: 'description', label: msg`Описание`, hidden: true },
    { key: 'id', label: msg`ID`, hidden: true },
  ],
  filters: [{ key: 'is_active', label: msg`Активна`, kind: 'boolean' }],
  form: [
    { key: 'project_id', label: msg`Проект`, kind: 'select', options: projectsResource },
    { key: 'name', label: msg`Название`, kind: 'text' },
    { key: 'code', label: msg`Код`, kind: 'text' },
    { key: 'description', label: msg`Описание`, kind: 'text', multiline: true },
    { key: 'start_date', label: msg`Начало`, kind: 'date' },
    { key: 'end_date', label: msg`Окончание`, kind: 'date' },
    { key: 'is_active', label: msg`Активна`, kind: 'boolean' },
  ],
});

/** A matrix's products, on the matrix's page. */
export const matrixSkusResource = defineResource(matrixSkuEndpoints, {
  label: { one: msg`Товар матрицы` },
  title: (row) => row.sku_name ?? String(row.sku_id),
  columns: [],
});

/** A matrix's assignment rules, on its 'rules' tab. */
export const matrixRulesResource = defineResource(matrixRuleEndpoints, {
  label: { one: msg`Правило назначения` },
  title: (row) =>
    [
      row.project_retail_name,
      row.retail_name,
      row.region_name,
      row.branch_name,
      row.territory_name,
      row.city_name,
      row.outlet_type_name,
      row.project_outlet_name,
    ]
      .filter(Boolean)
      .join(', '),
  columns: [],
});
