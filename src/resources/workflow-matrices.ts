import { msg } from '@lingui/core/macro';
import {
  matrixOptionEndpoints,
  matrixWorkflowRelateEndpoints,
} from '#src/contracts/catalog/workflows';
import { defineResource } from './define-resource';

/** The matrices related to workflows (shown on a workflow's page, not a screen of their own). */
export const matrixWorkflowRelatesResource = defineResource(matrixWorkflowRelateEndpoints, {
  label: { one: msg`Связь с матрицей` },
  columns: [
    { key: 'matrix_name', label: msg`Матрица` },
    { key: 'workflow_name', label: msg`Процесс` },
  ],
  title: (row) => row.matrix_name ?? String(row.matrix_id),
});

/** The matrices of a workflow's project, as the choices of its relation select. */
export const workflowMatrixOptionsResource = defineResource(matrixOptionEndpoints, {
  label: { one: msg`Матрица` },
  columns: [{ key: 'name', label: msg`Название` }],
});
