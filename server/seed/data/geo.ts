/** Regions and cities of the demo org structure; coordinates are city centres. */

export interface DemoRegion {
  code: string;
  name: string;
}

export interface DemoCity {
  code: string;
  name: string;
  region: string;
  lat: number;
  lon: number;
  timezone: string;
  /** UTC offset in hours; Russia has no daylight saving time, so it is constant. */
  offset: number;
  /** Relative share of outlets placed in the city. */
  weight: number;
}

export const REGIONS: DemoRegion[] = [
  { code: 'MSK', name: 'Москва и Московская область' },
  { code: 'SPB', name: 'Санкт-Петербург и Ленинградская область' },
  { code: 'VOLGA', name: 'Поволжье' },
  { code: 'URAL', name: 'Урал' },
  { code: 'SIB', name: 'Сибирь' },
  { code: 'SOUTH', name: 'Юг' },
  { code: 'CENTER', name: 'Центр' },
];

const M = 'Europe/Moscow';
const Y = 'Asia/Yekaterinburg';

export const CITIES: DemoCity[] = [
  {
    code: 'msk',
    name: 'Москва',
    region: 'MSK',
    lat: 55.7558,
    lon: 37.6173,
    timezone: M,
    offset: 3,
    weight: 10,
  },
  {
    code: 'khimki',
    name: 'Химки',
    region: 'MSK',
    lat: 55.8887,
    lon: 37.4303,
    timezone: M,
    offset: 3,
    weight: 2,
  },
  {
    code: 'podolsk',
    name: 'Подольск',
    region: 'MSK',
    lat: 55.4312,
    lon: 37.5446,
    timezone: M,
    offset: 3,
    weight: 2,
  },
  {
    code: 'spb',
    name: 'Санкт-Петербург',
    region: 'SPB',
    lat: 59.9343,
    lon: 30.3351,
    timezone: M,
    offset: 3,
    weight: 6,
  },
  {
    code: 'gatchina',
    name: 'Гатчина',
    region: 'SPB',
    lat: 59.565,
    lon: 30.1283,
    timezone: M,
    offset: 3,
    weight: 1,
  },
  {
    code: 'kazan',
    name: 'Казань',
    region: 'VOLGA',
    lat: 55.7961,
    lon: 49.1064,
    timezone: M,
    offset: 3,
    weight: 3,
  },
  {
    code: 'nnov',
    name: 'Нижний Новгород',
    region: 'VOLGA',
    lat: 56.3269,
    lon: 44.0059,
    timezone: M,
    offset: 3,
    weight: 3,
  },
  {
    code: 'samara',
    name: 'Самара',
    region: 'VOLGA',
    lat: 53.1959,
    lon: 50.1002,
    timezone: 'Europe/Samara',
    offset: 4,
    weight: 2,
  },
  {
    code: 'ekb',
    name: 'Екатеринбург',
    region: 'URAL',
    lat: 56.8389,
    lon: 60.6057,
    timezone: Y,
    offset: 5,
    weight: 3,
  },
  {
    code: 'chel',
    name: 'Челябинск',
    region: 'URAL',
    lat: 55.1644,
    lon: 61.4368,
    timezone: Y,
    offset: 5,
    weight: 2,
  },
  {
    code: 'perm',
    name: 'Пермь',
    region: 'URAL',
    lat: 58.0105,
    lon: 56.2502,
    timezone: Y,
    offset: 5,
    weight: 2,
  },
  {
    code: 'ufa',
    name: 'Уфа',
    region: 'URAL',
    lat: 54.7388,
    lon: 55.9721,
    timezone: Y,
    offset: 5,
    weight: 2,
  },
  {
    code: 'nsk',
    name: 'Новосибирск',
    region: 'SIB',
    lat: 55.0084,
    lon: 82.9357,
    timezone: 'Asia/Novosibirsk',
    offset: 7,
    weight: 3,
  },
  {
    code: 'omsk',
    name: 'Омск',
    region: 'SIB',
    lat: 54.9885,
    lon: 73.3242,
    timezone: 'Asia/Omsk',
    offset: 6,
    weight: 1,
  },
  {
    code: 'krsk',
    name: 'Красноярск',
    region: 'SIB',
    lat: 56.0153,
    lon: 92.8932,
    timezone: 'Asia/Krasnoyarsk',
    offset: 7,
    weight: 2,
  },
  {
    code: 'rnd',
    name: 'Ростов-на-Дону',
    region: 'SOUTH',
    lat: 47.2357,
    lon: 39.7015,
    timezone: M,
    offset: 3,
    weight: 2,
  },
  {
    code: 'krd',
    name: 'Краснодар',
    region: 'SOUTH',
    lat: 45.0355,
    lon: 38.9753,
    timezone: M,
    offset: 3,
    weight: 3,
  },
  {
    code: 'sochi',
    name: 'Сочи',
    region: 'SOUTH',
    lat: 43.5855,
    lon: 39.7231,
    timezone: M,
    offset: 3,
    weight: 1,
  },
  {
    code: 'vrn',
    name: 'Воронеж',
    region: 'CENTER',
    lat: 51.672,
    lon: 39.1843,
    timezone: M,
    offset: 3,
    weight: 2,
  },
  {
    code: 'tula',
    name: 'Тула',
    region: 'CENTER',
    lat: 54.1931,
    lon: 37.6173,
    timezone: M,
    offset: 3,
    weight: 1,
  },
];

/** Street names used by the set-based benchmark seed (faker is not available inside SQL). */
export const STREETS = [
  'ул. Ленина',
  'ул. Мира',
  'ул. Гагарина',
  'ул. Советская',
  'пр. Победы',
  'ул. Садовая',
  'ул. Центральная',
  'ул. Молодёжная',
  'ул. Школьная',
  'ул. Лесная',
  'ул. Набережная',
  'пр. Строителей',
  'ул. Пушкина',
  'ул. Кирова',
  'ул. Октябрьская',
  'ул. Заводская',
];
