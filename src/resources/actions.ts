import { msg } from '@lingui/core/macro';
import type { Choice, ResourceScreens } from '#src/components/crud/resource-definition';
import { type Action, type ActionKind, actionEndpoints } from '#src/contracts/catalog/actions';
import { defineResource } from './define-resource';
import { workflowsResource } from './workflows';

/** The kinds of a matrix action as lists, filters and forms show them. */
export const actionKindChoices = [
  { value: 'presence', label: msg`Наличие` },
  { value: 'price', label: msg`Цена` },
  { value: 'facings', label: msg`Фейсинги` },
  { value: 'shelf_photo', label: msg`Фото полки` },
] as const satisfies readonly (Choice & { value: ActionKind })[];

const screens: ResourceScreens<Action> = {
  label: { one: msg`Действие` },
  columns: [
    { key: 'sort', label: msg`№`, text: (row) => String(row.sort + 1) },
    { key: 'name', label: msg`Название` },
    { key: 'kind', label: msg`Вид`, choices: actionKindChoices },
    { key: 'workflow_name', label: msg`Процесс` },
    { key: 'code', label: msg`Код`, hidden: true },
    { key: 'project_name', label: msg`Проект`, hidden: true },
    { key: 'is_active', label: msg`Активно` },
    { key: 'id', label: msg`ID`, hidden: true },
  ],
  filters: [
    { key: 'workflow_ids', label: msg`Процесс`, kind: 'ids', options: workflowsResource },
    { key: 'is_active', label: msg`Активно`, kind: 'boolean' },
  ],
  form: [
    { key: 'name', label: msg`Название`, kind: 'text' },
    { key: 'kind', label: msg`Вид`, kind: 'choice', choices: actionKindChoices },
    { key: 'code', label: msg`Код`, kind: 'text' },
    { key: 'is_active', label: msg`Активно`, kind: 'boolean' },
  ],
};

/** Matrix actions with every call: a workflow's page adds, reorders and removes them. */
export const actionsResource = defineResource(actionEndpoints, screens);

/**
 * /actions is a list only (spec section 2: its detail and create routes are not mounted): the
 * same rows and query keys, without creation, so actions are added on their workflow's page.
 */
export const actionsListResource = defineResource(
  { ...actionEndpoints, paths: { ...actionEndpoints.paths, create: undefined } },
  screens,
);
