import { inArray } from 'drizzle-orm';
import { defineCrud } from '#server/crud/definition';
import { relatedName } from '#server/crud/related-name';
import { branches, projects, regions } from '#server/db/schema/index';
import {
  branchCreateSchema,
  branchListRequestSchema,
  branchPatchSchema,
  branchSchema,
} from '#src/contracts/catalog/branches';

export const branchesResource = defineCrud({
  title: 'Branches',
  table: branches,
  paths: {
    list: 'POST /branches/list/',
    get: 'GET /branches/{id}/',
    create: 'POST /branches/',
    patch: 'PATCH /branches/{id}/',
    delete: 'DELETE /branches/{id}/',
  },
  area: 'branches',
  scope: branches.project_id,
  contract: {
    row: branchSchema,
    list: branchListRequestSchema,
    create: branchCreateSchema,
    patch: branchPatchSchema,
  },
  computed: {
    region_name: relatedName(regions, branches.region_id),
    project_name: relatedName(projects, branches.project_id),
  },
  filters: { region_ids: (ids) => inArray(branches.region_id, ids) },
  search: [branches.name, branches.code, branches.external_code],
  sort: { name: branches.name, code: branches.code, id: branches.id },
  defaultSort: 'name',
  duplicate: {
    branches_project_id_code_unique: {
      field: 'code',
      message: 'Филиал с таким кодом в проекте уже существует',
    },
    branches_project_id_name_unique: {
      field: 'name',
      message: 'Филиал с таким названием в проекте уже существует',
    },
  },
});
