import { describe, expect, it } from 'vitest';
import { photoUrl, previewSizeOf } from './photo-size';

describe('photo sizes', () => {
  it('asks the server for a resized preview, the original as stored', () => {
    const url = '/svc/files/api/v1/files/12/content/';
    expect(photoUrl(url, 'original')).toBe(url);
    expect(photoUrl(url, 'square')).toBe(`${url}?size=square`);
    expect(photoUrl(url, 'large')).toBe(`${url}?size=large`);
    expect(previewSizeOf('original')).toBeUndefined();
    expect(previewSizeOf('small')).toBe('small');
  });
});
