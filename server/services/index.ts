import type { ExportKindDefinition } from '#server/exports/kind';
import type { ImportKindDefinition } from '#server/imports/kind';
import address from '#server/services/address/index';
import auth from '#server/services/auth/index';
import checker from '#server/services/checker/index';
import crowd from '#server/services/crowd/index';
import exportService from '#server/services/export/index';
import files from '#server/services/files/index';
import importService from '#server/services/import/index';
import integration from '#server/services/integration/index';
import main from '#server/services/main/index';
import notifications from '#server/services/notifications/index';
import type { ServiceDefinition } from './define-service';

/** The ten services of spec section 7, in the order they are mounted. */
export const services: ServiceDefinition[] = [
  auth,
  main,
  files,
  importService,
  exportService,
  crowd,
  checker,
  address,
  integration,
  notifications,
];

/** The import kinds every service brings, one definition per kind. */
export function importKindsOf(list: readonly ServiceDefinition[]): ImportKindDefinition[] {
  const kinds = list.flatMap((service) => service.importKinds ?? []);
  const names = new Set(kinds.map((kind) => kind.kind));
  if (names.size !== kinds.length) throw new Error('an import kind is defined twice');
  return kinds;
}

/** The export kinds every service brings: its lists' and its reports'. */
export function exportKindsOf(list: readonly ServiceDefinition[]): ExportKindDefinition[] {
  const kinds = list.flatMap((service) => service.exportKinds ?? []);
  const names = new Set(kinds.map((kind) => kind.kind));
  if (names.size !== kinds.length) throw new Error('an export kind is defined twice');
  return kinds;
}
