import { msg } from '@lingui/core/macro';
import {
  clientListRequestSchema,
  clientOptionSchema,
  clientSchema,
} from '#src/contracts/catalog/clients';
import { defineResource } from './define-resource';

/** Admin only (spec section 6); a GET list (spec section 7). */
export const clientsResource = defineResource({
  name: 'clients',
  service: 'main',
  paths: { list: 'GET /clients/' },
  contract: { row: clientSchema, list: clientListRequestSchema },
  label: { one: msg`Клиент`, many: msg`Клиенты` },
  permission: { right: 'admin_only' },
  sort: 'name',
  columns: [
    { key: 'name', label: msg`Название`, sort: 'name' },
    { key: 'legal_name', label: msg`Юридическое название` },
    { key: 'inn', label: msg`ИНН` },
    { key: 'contact_name', label: msg`Контактное лицо` },
    { key: 'contact_phone', label: msg`Телефон` },
    { key: 'contact_email', label: msg`Email`, hidden: true },
    { key: 'is_active', label: msg`Активен` },
    { key: 'id', label: msg`ID`, sort: 'id', hidden: true },
  ],
});

/**
 * The clients as choices of the project form: ids and names for whoever may change projects,
 * since the clients list above is admin only.
 */
export const clientOptionsResource = defineResource({
  name: 'client_options',
  service: 'main',
  paths: { list: 'GET /clients/options/' },
  contract: { row: clientOptionSchema, list: clientListRequestSchema },
  label: { one: msg`Клиент`, many: msg`Клиенты` },
  permission: { area: 'projects' },
  sort: 'name',
  columns: [{ key: 'name', label: msg`Название`, sort: 'name' }],
});
