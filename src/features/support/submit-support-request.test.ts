import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#src/api/api-error';
import { uploadFiles } from '#src/api/files/upload-files';
import { createSupportRequest } from './api/create-support-request';
import { type SubmitProgress, submitSupportRequest } from './submit-support-request';

vi.mock('./api/create-support-request', () => ({ createSupportRequest: vi.fn() }));
vi.mock('#src/api/files/upload-files', () => ({ uploadFiles: vi.fn() }));

const createTicket = vi.mocked(createSupportRequest);
const upload = vi.mocked(uploadFiles);

const photo = new File([new Uint8Array([1, 2, 3])], 'photo.png', { type: 'image/png' });
const input = { userId: 5, typeId: 2, isTechnical: true, content: '  Не грузится фото  ' };

beforeEach(() => {
  vi.resetAllMocks();
  createTicket.mockResolvedValue({ id: 41 } as Awaited<ReturnType<typeof createSupportRequest>>);
  upload.mockResolvedValue({ file_link_ids: [77] } as Awaited<ReturnType<typeof uploadFiles>>);
});

describe('submitSupportRequest', () => {
  it('files the ticket alone when there is no attachment', async () => {
    await expect(submitSupportRequest({ ...input, attachment: null }, {})).resolves.toEqual({
      ticketId: 41,
      attachmentLinkIds: [],
    });
    expect(createTicket).toHaveBeenCalledWith({
      user_id: 5,
      content: 'Не грузится фото',
      support_request_type_id: 2,
      is_technical: true,
    });
    expect(upload).not.toHaveBeenCalled();
  });

  it('uploads the attachment linked to the ticket in one call, answering the link', async () => {
    await expect(submitSupportRequest({ ...input, attachment: photo }, {})).resolves.toEqual({
      ticketId: 41,
      attachmentLinkIds: [77],
    });
    expect(upload).toHaveBeenCalledWith(
      [{ generic_type: 'SUPPORT_REQUEST', generic_id: 41 }],
      [{ blob: photo, name: 'photo.png' }],
    );
  });

  it('after a failed upload, sending again attaches to the same ticket', async () => {
    const progress: SubmitProgress = {};
    upload.mockRejectedValueOnce(new ApiError(100, 500, 'Ошибка сети', undefined));
    await expect(submitSupportRequest({ ...input, attachment: photo }, progress)).rejects.toThrow();
    expect(progress.ticketId).toBe(41);
    await submitSupportRequest({ ...input, attachment: photo }, progress);
    expect(createTicket).toHaveBeenCalledTimes(1);
    expect(upload).toHaveBeenCalledTimes(2);
  });
});
