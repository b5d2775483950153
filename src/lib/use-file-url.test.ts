import { describe, expect, it } from 'vitest';
import { dataUrlOf } from './use-file-url';

describe('dataUrlOf', () => {
  it('reads a blob into a data URL of its type', async () => {
    const blob = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
    await expect(dataUrlOf(blob)).resolves.toBe('data:image/jpeg;base64,/9j/');
  });
});
