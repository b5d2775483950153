import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#src/api/api-error';
import { createFileLink } from './api/create-file-link';
import { createSupportRequest } from './api/create-support-request';
import { uploadFile } from './api/upload-file';
import { type SubmitProgress, submitSupportRequest } from './submit-support-request';

vi.mock('./api/create-support-request', () => ({ createSupportRequest: vi.fn() }));
vi.mock('./api/upload-file', () => ({ uploadFile: vi.fn() }));
vi.mock('./api/create-file-link', () => ({ createFileLink: vi.fn() }));

const createTicket = vi.mocked(createSupportRequest);
const upload = vi.mocked(uploadFile);
const link = vi.mocked(createFileLink);

const photo = new File([new Uint8Array([1, 2, 3])], 'photo.png', { type: 'image/png' });
const input = { userId: 5, typeId: 2, isTechnical: true, content: '  Не грузится фото  ' };

beforeEach(() => {
  vi.resetAllMocks();
  createTicket.mockResolvedValue({ id: 41 } as Awaited<ReturnType<typeof createSupportRequest>>);
  upload.mockResolvedValue({ id: 900 } as Awaited<ReturnType<typeof uploadFile>>);
  link.mockResolvedValue({ id: 1 } as Awaited<ReturnType<typeof createFileLink>>);
});

describe('submitSupportRequest', () => {
  it('files the ticket alone when there is no attachment', async () => {
    await expect(submitSupportRequest({ ...input, attachment: null }, {})).resolves.toBe(41);
    expect(createTicket).toHaveBeenCalledWith({
      user_id: 5,
      content: 'Не грузится фото',
      support_request_type_id: 2,
      is_technical: true,
    });
    expect(upload).not.toHaveBeenCalled();
    expect(link).not.toHaveBeenCalled();
  });

  it('uploads the attachment for the ticket, then links it (spec section 7)', async () => {
    await submitSupportRequest({ ...input, attachment: photo }, {});
    expect(upload).toHaveBeenCalledWith({
      file: photo,
      type: 'support_request',
      objectId: 41,
      userId: 5,
    });
    expect(link).toHaveBeenCalledWith({
      generic_type: 'SUPPORT_REQUEST',
      generic_id: 41,
      file_id: 900,
      is_preview: false,
    });
  });

  it('after a failed upload, sending again attaches to the same ticket', async () => {
    const progress: SubmitProgress = {};
    upload.mockRejectedValueOnce(new ApiError(100, 500, 'Сбой', undefined));
    await expect(submitSupportRequest({ ...input, attachment: photo }, progress)).rejects.toThrow();
    expect(progress.ticketId).toBe(41);
    await submitSupportRequest({ ...input, attachment: photo }, progress);
    expect(createTicket).toHaveBeenCalledTimes(1);
    expect(upload).toHaveBeenCalledTimes(2);
    expect(link).toHaveBeenCalledTimes(1);
  });

  it('after a failed link, sending again links the file already uploaded', async () => {
    const progress: SubmitProgress = {};
    link.mockRejectedValueOnce(new ApiError(1, 400, 'Нет', { detail: 'Нет' }));
    await expect(submitSupportRequest({ ...input, attachment: photo }, progress)).rejects.toThrow();
    await submitSupportRequest({ ...input, attachment: photo }, progress);
    expect(upload).toHaveBeenCalledTimes(1);
    expect(link).toHaveBeenCalledTimes(2);
    expect(link).toHaveBeenLastCalledWith(
      expect.objectContaining({ generic_id: 41, file_id: 900 }),
    );
  });
});
