import type { MessageDescriptor } from '@lingui/core';
import type { ReactNode } from 'react';
import type * as z from 'zod/mini';
import type { AnyEndpoints, EndpointPaths, EndpointPermission } from '#src/contracts/endpoints';
import type { ServiceName } from '#src/contracts/service-names';

export interface ResourceRow {
  id: number;
}

// biome-ignore lint/suspicious/noExplicitAny: a contract object holds schemas of any shape.
export type ObjectSchema = z.ZodMiniObject<any>;

export interface ResourceColumn<Row> {
  key: keyof Row & string;
  label: MessageDescriptor;
  /**
   * A sort key of the list contract: the header sorts on click. A resource's column whose key is
   * one sorts on it without saying so (defineResource).
   */
  sort?: string;
  /** Left out until the user picks it in the column menu. */
  hidden?: boolean;
  width?: number;
  /**
   * 'key': kept in its own column however narrow the list (the number, the status). The first
   * column and the row's actions always are; where the others do not fit, they fold into the
   * first cell, under its value, each with its label.
   */
  priority?: 'key';
  /**
   * The cell's text where the value is not it (a label of a code, a date, related names); the
   * cell, the row's page and the export all say this. Null: nothing to show.
   */
  text?: (row: Row) => string | null;
  /**
   * The words of a closed list's values (`active` → 'Активен'): the cell says the word, and a
   * server export is given them, as it writes the rows itself. Instead of a `text` of the same.
   */
  choices?: readonly Choice[];
  /** Escape hatch for a cell that is more than text (a link, a badge); exports use `text`. */
  render?: (row: Row) => ReactNode;
}

/** A filter of the list contract, kept in the address under its own key. */
export type ResourceFilter =
  | { key: string; label: MessageDescriptor; kind: 'boolean' }
  | { key: string; label: MessageDescriptor; kind: 'ids'; options: AnyResource }
  /** Values of a closed list (`statuses`). */
  | { key: string; label: MessageDescriptor; kind: 'choice'; choices: readonly Choice[] }
  /** Rows of another resource named by a text key, not the id (`roles` by sys_name). */
  | { key: string; label: MessageDescriptor; kind: 'codes'; options: AnyResource; code: string };

export interface Choice {
  value: string;
  label: MessageDescriptor;
}

interface FieldBase {
  key: string;
  label: MessageDescriptor;
}
export type ResourceField = FieldBase &
  (
    | { kind: 'text'; multiline?: boolean }
    | { kind: 'password' }
    | { kind: 'number' }
    | { kind: 'boolean' }
    | { kind: 'date' }
    | { kind: 'select'; options: AnyResource }
    | { kind: 'choice'; choices: readonly Choice[] }
  );

/** Who may read and change a resource: its endpoints' permission (spec section 6). */
type ResourcePermission = EndpointPermission;

/** What the portal adds to an entity's endpoints: labels, the list's columns and filters, the form. */
export interface ResourceScreens<Row extends ResourceRow = ResourceRow> {
  /** What one row is called (a form's heading); a list's heading is its route's title. */
  label: { one: MessageDescriptor };
  columns: ResourceColumn<Row>[];
  filters?: ResourceFilter[];
  form?: ResourceField[];
  /** How a row reads in a select of another resource; `name` by default. */
  title?: (row: Row) => string;
}

/**
 * A resource as the screens use it: its endpoints (src/contracts), flattened for reading, and
 * its screens. Made by `defineResource`, never written out by hand.
 */
export interface ResourceDefinition<Row extends ResourceRow = ResourceRow>
  extends ResourceScreens<Row> {
  endpoints: AnyEndpoints;
  /** The first element of every query key of the resource. */
  name: string;
  service: ServiceName;
  paths: EndpointPaths;
  contract: {
    row: z.ZodMiniType<Row>;
    list: ObjectSchema;
    create?: ObjectSchema;
    patch?: ObjectSchema;
  };
  /** Default sort of the list (a contract sort key, `-` for descending). */
  sort?: string;
  permission: ResourcePermission;
}

// biome-ignore lint/suspicious/noExplicitAny: a reference to a resource of any row type.
export type AnyResource = ResourceDefinition<any>;

export function rowTitle<Row extends ResourceRow>(resource: ResourceDefinition<Row>, row: Row) {
  if (resource.title) return resource.title(row);
  const name = (row as Partial<Record<'name', unknown>>).name;
  return typeof name === 'string' ? name : String(row.id);
}

/** Project-scoped lists take the selected projects as `project_ids`. */
export function isProjectScoped(resource: AnyResource): boolean {
  return 'project_ids' in resource.contract.list.shape;
}
