import { msg } from '@lingui/core/macro';
import type { Choice } from '#src/components/crud/resource-definition';

/**
 * Russia's time zones, west to east, by the city whose clock each keeps; the value is the IANA
 * name the server counts visit days in. Russia keeps no summer time, so the offsets hold.
 */
export const timeZoneChoices = [
  { value: 'Europe/Kaliningrad', label: msg`Калининград (UTC+2)` },
  { value: 'Europe/Moscow', label: msg`Москва (UTC+3)` },
  { value: 'Europe/Volgograd', label: msg`Волгоград (UTC+3)` },
  { value: 'Europe/Samara', label: msg`Самара (UTC+4)` },
  { value: 'Asia/Yekaterinburg', label: msg`Екатеринбург (UTC+5)` },
  { value: 'Asia/Omsk', label: msg`Омск (UTC+6)` },
  { value: 'Asia/Novosibirsk', label: msg`Новосибирск (UTC+7)` },
  { value: 'Asia/Krasnoyarsk', label: msg`Красноярск (UTC+7)` },
  { value: 'Asia/Irkutsk', label: msg`Иркутск (UTC+8)` },
  { value: 'Asia/Yakutsk', label: msg`Якутск (UTC+9)` },
  { value: 'Asia/Vladivostok', label: msg`Владивосток (UTC+10)` },
  { value: 'Asia/Magadan', label: msg`Магадан (UTC+11)` },
  { value: 'Asia/Kamchatka', label: msg`Камчатка (UTC+12)` },
] as const satisfies readonly Choice[];
