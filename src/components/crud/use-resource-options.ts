import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '#src/contracts/list';
import { listQueryOptions } from './resource-api';
import {
  type AnyResource,
  isProjectScoped,
  type ResourceRow,
  rowTitle,
} from './resource-definition';
import { useListScope } from './scope-context';

type ProjectRow = ResourceRow & { project_id?: unknown; project_name?: unknown };

/**
 * Rows of several projects name theirs ('Ашан (Проект А)', 'Ашан (Проект Б)'): each project
 * has its own branches and retails, often called alike. Rows of one project need no more.
 */
function labelsOf(resource: AnyResource, rows: readonly ProjectRow[]) {
  const projects = new Set(rows.map((row) => row.project_id ?? null));
  return rows.map((row) => {
    const title = rowTitle(resource, row);
    const project = typeof row.project_name === 'string' ? row.project_name : null;
    return projects.size > 1 && project ? `${title} (${project})` : title;
  });
}

/**
 * The rows of another resource as choices of a select or a filter (the first 1,000), by id or
 * by the text key `code` names.
 */
export function useResourceOptions(resource: AnyResource): {
  options: { value: number; label: string }[];
  loading: boolean;
};
export function useResourceOptions(
  resource: AnyResource,
  code: string,
): { options: { value: string; label: string }[]; loading: boolean };
export function useResourceOptions(resource: AnyResource, code?: string) {
  const projectIds = useListScope();
  const scope =
    isProjectScoped(resource) && projectIds.length ? { project_ids: [...projectIds] } : {};
  const query = useQuery(
    listQueryOptions(resource, { ...scope, sort: resource.sort, limit: MAX_PAGE_SIZE, offset: 0 }),
  );
  const rows: ProjectRow[] = query.data?.items ?? [];
  const labels = labelsOf(resource, rows);
  const options = rows.map((row, index) => ({
    value: code ? String((row as unknown as Record<string, unknown>)[code]) : row.id,
    label: labels[index],
  }));
  return { options, loading: query.isPending };
}
