/**
 * EAN-8 and EAN-13 (GTIN-8/13), the barcodes on retail packaging: digits only, the last one a
 * check digit. Weights run 3, 1, 3, … from the digit next to the check digit leftwards.
 */
export function eanCheckDigit(data: string): number {
  let sum = 0;
  for (let index = 0; index < data.length; index += 1) {
    const fromRight = data.length - index;
    sum += Number(data[index]) * (fromRight % 2 === 1 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidEan(code: string): boolean {
  if (!/^(\d{8}|\d{13})$/.test(code)) return false;
  return eanCheckDigit(code.slice(0, -1)) === Number(code.at(-1));
}

export const BARCODE_MESSAGES = {
  invalid: 'Штрихкод должен быть EAN-8 или EAN-13 с верной контрольной цифрой',
  duplicate: 'Товар с таким штрихкодом уже существует',
} as const;
