import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createCheckResult, linkCheckPhoto, uploadCheckPhoto } from './api/create-check-result';
import { saveCheckResult } from './save-check-result';

vi.mock('./api/create-check-result', () => ({
  createCheckResult: vi.fn(),
  uploadCheckPhoto: vi.fn(),
  linkCheckPhoto: vi.fn(),
}));

const create = vi.mocked(createCheckResult);
const upload = vi.mocked(uploadCheckPhoto);
const link = vi.mocked(linkCheckPhoto);

const input = {
  visit_id: 7,
  check_list_id: 3,
  result: 'rejected' as const,
  comment: 'Переснять',
  answers: [{ param_id: 11, accepted: false, comment: 'Размыто' }],
};

beforeEach(() => {
  vi.resetAllMocks();
  create.mockResolvedValue({ id: 55 } as Awaited<ReturnType<typeof createCheckResult>>);
  upload.mockImplementation(async () => ({ id: 900 + upload.mock.calls.length }) as never);
  link.mockResolvedValue({ id: 1 } as Awaited<ReturnType<typeof linkCheckPhoto>>);
});

describe('saveCheckResult', () => {
  it('creates the result without photos and answers it', async () => {
    await expect(saveCheckResult({ ...input, photos: [] })).resolves.toEqual({ id: 55 });
    expect(create).toHaveBeenCalledWith(input);
    expect(upload).not.toHaveBeenCalled();
  });

  it('uploads each photo for the created result, then links it', async () => {
    const photos = [
      new Blob(['a'], { type: 'image/jpeg' }),
      new Blob(['b'], { type: 'image/png' }),
    ];
    await saveCheckResult({ ...input, photos });
    expect(upload.mock.calls).toEqual([
      [photos[0], { resultId: 55, visitId: 7 }],
      [photos[1], { resultId: 55, visitId: 7 }],
    ]);
    expect(link.mock.calls).toEqual([
      [901, 55],
      [902, 55],
    ]);
  });
});
