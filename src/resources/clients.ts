import { msg } from '@lingui/core/macro';
import { clientEndpoints, clientOptionEndpoints } from '#src/contracts/catalog/clients';
import { defineResource } from './define-resource';

/** Admin only (spec section 6); a GET list (spec section 7). */
export const clientsResource = defineResource(clientEndpoints, {
  label: { one: msg`Клиент` },
  columns: [
    { key: 'name', label: msg`Название` },
    { key: 'legal_name', label: msg`Юридическое название` },
    { key: 'inn', label: msg`ИНН` },
    { key: 'contact_name', label: msg`Контактное лицо` },
    { key: 'contact_phone', label: msg`Телефон` },
    { key: 'contact_email', label: msg`Email`, hidden: true },
    { key: 'is_active', label: msg`Активен` },
    { key: 'id', label: msg`ID`, hidden: true },
  ],
});

/**
 * The clients as choices of the project form: ids and names for whoever may change projects,
 * since the clients list above is admin only.
 */
export const clientOptionsResource = defineResource(clientOptionEndpoints, {
  label: clientsResource.label,
  columns: [{ key: 'name', label: msg`Название` }],
});
