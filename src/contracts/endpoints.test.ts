import { describe, expect, expectTypeOf, it } from 'vitest';
import { type EndpointPaths, restPaths } from './endpoints';

describe('restPaths', () => {
  it('writes the plain pattern of each verb given, and only those', () => {
    const paths = restPaths('sku_brands', ['list', 'get', 'create', 'patch', 'delete']);
    expect(paths).toEqual({
      list: 'POST /sku_brands/list/',
      get: 'GET /sku_brands/{id}/',
      create: 'POST /sku_brands/',
      patch: 'PATCH /sku_brands/{id}/',
      delete: 'DELETE /sku_brands/{id}/',
    });
    expect(restPaths('tags', ['list', 'create'])).toEqual({
      list: 'POST /tags/list/',
      create: 'POST /tags/',
    });
  });

  it('keeps the literal route types, as paths an endpoints definition takes', () => {
    const paths = restPaths('cities', ['list', 'delete']);
    expectTypeOf(paths).toEqualTypeOf<{
      list: 'POST /cities/list/';
      delete: 'DELETE /cities/{id}/';
    }>();
    expectTypeOf(paths).toExtend<EndpointPaths>();
  });
});
