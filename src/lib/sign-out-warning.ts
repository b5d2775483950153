import { plural } from '@lingui/core/macro';

/** The confirmation text when sign-out would lose unsent offline items; Russian plural forms. */
export function signOutWarning(count: number): string {
  return plural(count, {
    one: 'На устройстве # неотправленная запись. После выхода она будет потеряна.',
    few: 'На устройстве # неотправленные записи. После выхода они будут потеряны.',
    many: 'На устройстве # неотправленных записей. После выхода они будут потеряны.',
    other: 'На устройстве # неотправленной записи. После выхода они будут потеряны.',
  });
}
