import { setupI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateDefaultLocale } from '#src/lib/i18n';
import { columnValue } from './column-text';
import { exportColumns } from './export-columns';
import type { Choice, ResourceColumn, ResourceRow } from './resource-definition';

const i18n = setupI18n({ locale: 'ru', messages: { ru: {} } });
i18n.activate('ru');

const statuses: Choice[] = [
  { value: 'active', label: msg`Активен` },
  { value: 'blocked', label: msg`Заблокирован` },
];
type Person = ResourceRow & { name: string; status: string; rank: number; score: number };
const columns = [
  { key: 'status', label: msg`Статус`, choices: statuses },
  { key: 'name', label: msg`ФИО` },
  { key: 'score', label: msg`Баллы на экране` },
  { key: 'rank', label: msg`Ранг` },
] satisfies ResourceColumn<Person>[] as unknown as ResourceColumn<ResourceRow>[];

describe('exportColumns', () => {
  it('asks for the shown columns in their order, each by its label', () => {
    expect(exportColumns(columns, undefined, i18n).map(({ key, header }) => [key, header])).toEqual(
      [
        ['status', 'Статус'],
        ['name', 'ФИО'],
        ['score', 'Баллы на экране'],
        ['rank', 'Ранг'],
      ],
    );
  });

  it('gives a closed value column the words of its values', () => {
    const [status, name] = exportColumns(columns, undefined, i18n);
    expect(status.labels).toEqual({ active: 'Активен', blocked: 'Заблокирован' });
    expect(name).not.toHaveProperty('labels');
  });

  it('leaves out a column the kind does not have, keeping the others in order', () => {
    const keys = new Set(['id', 'rank', 'name', 'status']);
    expect(exportColumns(columns, keys, i18n).map((column) => column.key)).toEqual([
      'status',
      'name',
      'rank',
    ]);
  });

  it('says the labels in the active language', () => {
    const en = setupI18n({ locale: 'en', messages: { en: { [msg`Статус`.id]: 'Status' } } });
    en.activate('en');
    expect(exportColumns(columns, undefined, en)[0].header).toBe('Status');
  });
});

describe('columnValue of a closed value column', () => {
  beforeAll(() => activateDefaultLocale());

  it('shows the word of the value, an unknown value as it is, nothing as nothing', () => {
    const [status] = columns as unknown as ResourceColumn<Person>[];
    const row = (value: string | null) =>
      ({ id: 1, name: '', rank: 0, score: 0, status: value }) as unknown as Person;
    expect(columnValue(status, row('active'))).toBe('Активен');
    expect(columnValue(status, row('archived'))).toBe('archived');
    expect(columnValue(status, row(null))).toBeNull();
  });
});
