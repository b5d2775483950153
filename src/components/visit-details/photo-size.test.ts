import { describe, expect, it } from 'vitest';
import { jointTourBody } from './joint-tour-modal';
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

describe('joint tour times', () => {
  it('needs both ends, the start not later than the end', () => {
    expect(jointTourBody(null, '2026-11-21 10:00:00')).toEqual({ error: 'required' });
    expect(jointTourBody('2026-11-21 12:00:00', '2026-11-21 10:00:00')).toEqual({
      error: 'order',
    });
    const ok = jointTourBody('2026-11-21 10:00:00', '2026-11-21 10:00:00');
    expect(ok).toMatchObject({
      body: { planned_start: expect.stringMatching(/^2026-11-21T10:00:00[+-]\d\d:\d\d$/) },
    });
  });
});
