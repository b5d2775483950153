import { describe, expect, it } from 'vitest';
import { entityPermissions } from './entity-permissions';
import { PERMISSION_AREAS } from './enums';

describe('entity permissions', () => {
  it("are the area of the entity's own name", () => {
    expect(entityPermissions.sku_brands).toEqual({ area: 'sku_brands' });
    for (const area of PERMISSION_AREAS) expect(entityPermissions[area]).toEqual({ area });
  });

  it('name another area or a right for the entities off their name', () => {
    expect(entityPermissions.sku_groups).toEqual({ area: 'sku_catalog' });
    expect(entityPermissions.matrices).toEqual({ area: 'matrix' });
    expect(entityPermissions.clients).toEqual({ right: 'admin_only' });
  });
});
