/**
 * The Russian form of a count, for the server's own texts (a notification's); the portal's go
 * through Lingui. `one` for 1, 21, 101…; `few` for 2–4, 22–24…; `many` for the rest.
 */
export function russianPlural(
  count: number,
  forms: { one: string; few: string; many: string },
): string {
  const tens = Math.abs(count) % 100;
  const units = tens % 10;
  const form =
    tens >= 11 && tens <= 14
      ? forms.many
      : units === 1
        ? forms.one
        : units >= 2 && units <= 4
          ? forms.few
          : forms.many;
  return `${count.toLocaleString('ru-RU')} ${form}`;
}
