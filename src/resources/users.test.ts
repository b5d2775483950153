import { i18n as globalI18n, setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { columnValue } from '#src/components/crud/column-text';
import { exportColumns } from '#src/components/crud/export-columns';
import type { ResourceColumn, ResourceRow } from '#src/components/crud/resource-definition';
import type { User } from '#src/contracts/users';
import { teamResource } from './users';

const i18n = setupI18n({ locale: 'ru', messages: { ru: {} } });
i18n.activate('ru');

describe('the team columns', () => {
  it('show role names and statuses in words, and give an export the words', () => {
    globalI18n.loadAndActivate({ locale: 'ru', messages: {} });
    const shown = teamResource.columns.filter((column) =>
      ['last_name', 'roles', 'status', 'sex'].includes(column.key),
    );
    const user = {
      id: 7,
      last_name: 'Петров',
      roles: [
        { id: 1, sys_name: 'supervisor', name: 'Супервайзер' },
        { id: 2, sys_name: 'analyst', name: 'Аналитик' },
      ],
      status: 'active',
      sex: null,
    } as unknown as User;
    expect(shown.map((column) => columnValue(column, user))).toEqual([
      'Петров',
      'Супервайзер, Аналитик',
      'Активен',
      null,
    ]);
    const asked = exportColumns(shown as ResourceColumn<ResourceRow>[], undefined, i18n);
    expect(asked.find((column) => column.key === 'status')?.labels).toMatchObject({
      active: 'Активен',
    });
  });
});
