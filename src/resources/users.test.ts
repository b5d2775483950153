import { i18n as globalI18n, setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { exportTable } from '#src/components/crud/export-rows';
import type { ResourceColumn, ResourceRow } from '#src/components/crud/resource-definition';
import type { User } from '#src/contracts/users';
import { teamResource } from './users';

const i18n = setupI18n({ locale: 'ru', messages: { ru: {} } });
i18n.activate('ru');

describe('exportTable of the team', () => {
  it('writes role names and statuses as the list shows them', () => {
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
    const { rows } = exportTable(shown as ResourceColumn<ResourceRow>[], [user], i18n);
    expect(rows).toEqual([['Петров', 'Супервайзер, Аналитик', 'Активен', null]]);
  });
});
