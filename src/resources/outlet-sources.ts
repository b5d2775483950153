import { msg } from '@lingui/core/macro';
import type { Choice } from '#src/components/crud/resource-definition';
import type { OUTLET_SOURCES } from '#src/contracts/enums';

/** Where a reference outlet came from: a project's own list or one of the two chains' lists. */
export const outletSourceChoices = [
  { value: 'project', label: msg`Проект` },
  { value: 'retail_chain_a', label: msg`Торговая сеть A` },
  { value: 'retail_chain_b', label: msg`Торговая сеть B` },
] as const satisfies readonly (Choice & { value: (typeof OUTLET_SOURCES)[number] })[];
