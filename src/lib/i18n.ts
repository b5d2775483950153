import { i18n, type Messages } from '@lingui/core';
import dayjs from 'dayjs';
import 'dayjs/locale/ru';
import { messages as ruMessages } from '#src/locales/ru/messages.po';

const locales = ['ru', 'en'] as const;
export type Locale = (typeof locales)[number];

/**
 * Russian is the default and the source language. English is the one alternative (the spec's
 * "fallback English"); its catalog is complete — the build fails otherwise — so no message ever
 * falls back at runtime. Only Russian is bundled with the entry, English loads on demand.
 */
const defaultLocale: Locale = 'ru';

const loaders: Record<Locale, () => Promise<Messages>> = {
  ru: async () => ruMessages,
  en: async () => (await import('#src/locales/en/messages.po')).messages,
};

/** Synchronous so the first render is already in Russian. */
export function activateDefaultLocale(): void {
  apply(defaultLocale, ruMessages);
}

export async function activateLocale(locale: Locale): Promise<void> {
  apply(locale, await loaders[locale]());
}

function apply(locale: Locale, messages: Messages): void {
  i18n.loadAndActivate({ locale, messages });
  // dayjs ships English built in; Russian is imported above for @mantine/dates and formatting.
  dayjs.locale(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

export { i18n };
