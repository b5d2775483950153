/** An export's id from the address; 0 (which the service answers 404) when it is not one. */
export function exportIdOf(text: string): number {
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}
