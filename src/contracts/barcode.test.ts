import { describe, expect, it } from 'vitest';
import { eanCheckDigit, isValidEan } from './barcode';

describe('EAN barcodes', () => {
  it('accepts real EAN-13 and EAN-8 codes', () => {
    // The GS1 examples of EAN-13 and EAN-8.
    expect(isValidEan('4006381333931')).toBe(true);
    expect(isValidEan('96385074')).toBe(true);
  });

  it('refuses a wrong check digit, a wrong length and non-digits', () => {
    expect(isValidEan('4006381333932')).toBe(false);
    expect(isValidEan('96385075')).toBe(false);
    expect(isValidEan('400638133393')).toBe(false);
    expect(isValidEan('40063813339311')).toBe(false);
    expect(isValidEan('4OO6381333931')).toBe(false);
    expect(isValidEan('')).toBe(false);
  });

  it('computes the check digit of a code without it', () => {
    expect(eanCheckDigit('400638133393')).toBe(1);
    expect(eanCheckDigit('9638507')).toBe(4);
  });
});
