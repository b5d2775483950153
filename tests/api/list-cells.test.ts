import { i18n } from '@lingui/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cellText, columnValue } from '#src/components/crud/column-text';
import type { AnyResource, ResourceRow } from '#src/components/crud/resource-definition';
import { listRouteOf, pathOf } from '#src/contracts/endpoints';
import { citiesResource } from '#src/resources/cities';
import { projectOutletsResource } from '#src/resources/project-outlets';
import { projectsResource } from '#src/resources/projects';
import { usersResource } from '#src/resources/users';
import { bearerFor } from './support/auth';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * What a list's cells say for the demo data: the rows the server lists, through the resource's
 * own columns and the one cell text of every table (cellText(columnValue(…))), in Russian.
 */
let test: TestApp;
beforeAll(async () => {
  // The source locale: a descriptor reads as its own Russian text.
  i18n.loadAndActivate({ locale: 'ru', messages: {} });
  test = await createTestApp();
});
afterAll(() => test.close());

const MOMENT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;

/** The texts of the column under `header` for the rows the list call answers. */
async function columnTexts(resource: AnyResource, header: string, body: object = {}) {
  const column = resource.columns.find((item) => item.label.message === header);
  if (!column) throw new Error(`${resource.name}: no column ${header}`);
  const reply = await test.app.inject({
    method: 'POST',
    url: `/svc/${resource.service}${pathOf(listRouteOf(resource.endpoints))}`,
    headers: await bearerFor(test, 'administrator'),
    payload: { sort: resource.sort, limit: 50, offset: 0, ...body },
  });
  expect(reply.statusCode, reply.body).toBe(200);
  const rows = reply.json<{ items: ResourceRow[] }>().items;
  expect(rows.length).toBeGreaterThan(0);
  return rows.map((row) => cellText(columnValue(column, row)));
}

describe('list cells', () => {
  it('names time zones in Russian with their offset', async () => {
    const zones = await columnTexts(citiesResource, 'Часовой пояс', { search: 'Москва' });
    expect(zones).toContain('Москва (UTC+3)');
    expect(zones.filter((zone) => zone.includes('/'))).toEqual([]);
  });

  it('names every project outlet in the column the list sorts by', async () => {
    const column = projectOutletsResource.columns.find((item) => item.label.message === 'Название');
    expect(column?.sort).toBeDefined();
    const names = await columnTexts(projectOutletsResource, 'Название');
    expect(names.filter((name) => name === '—' || name === '')).toEqual([]);
  });

  it('fills the users list’s last sign-in as YYYY-MM-DD HH:mm', async () => {
    const [login] = await columnTexts(usersResource, 'Последний вход', {
      search: 'administrator',
    });
    expect(login).toMatch(MOMENT);
  });

  it('names project kinds in Russian', async () => {
    const kinds = await columnTexts(projectsResource, 'Вид');
    expect(kinds.some((text) => ['Совмещённый', 'Эксклюзивный'].includes(text))).toBe(true);
    expect(kinds.filter((text) => ['combined', 'exclusive'].includes(text))).toEqual([]);
  });
});
