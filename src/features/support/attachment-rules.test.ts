import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '#src/contracts/files';
import { ATTACHMENT_ACCEPT, attachmentMessages, attachmentProblem } from './attachment-rules';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('attachmentProblem', () => {
  it.each([
    ['photo.jpg', 'image/jpeg'],
    ['PHOTO.JPEG', 'image/jpeg'],
    ['screen.png', 'image/png'],
    ['anim.gif', 'image/gif'],
    ['pic.webp', 'image/webp'],
    ['no-type.png', ''],
  ])('accepts %s (%s)', (name, type) => {
    expect(attachmentProblem(file(name, type))).toBeNull();
  });

  it.each([
    ['report.pdf', 'application/pdf'],
    ['table.xlsx', 'application/vnd.ms-excel'],
    ['photo.heic', 'image/heic'],
    ['photo.bmp', 'image/bmp'],
    ['renamed.png', 'application/pdf'],
    ['no-extension', 'image/png'],
  ])('refuses %s (%s) with the format message', (name, type) => {
    expect(attachmentProblem(file(name, type))).toBe(attachmentMessages.format);
  });

  it('refuses empty and too large files', () => {
    expect(attachmentProblem(file('a.png', 'image/png', 0))).toBe(attachmentMessages.empty);
    expect(attachmentProblem(file('a.png', 'image/png', MAX_UPLOAD_BYTES + 1))).toBe(
      attachmentMessages.tooLarge,
    );
    expect(attachmentProblem(file('a.png', 'image/png', MAX_UPLOAD_BYTES))).toBeNull();
  });

  it('has nothing to say without a file', () => {
    expect(attachmentProblem(null)).toBeNull();
  });

  it('offers the five formats to the file dialog', () => {
    expect(ATTACHMENT_ACCEPT).toBe(
      '.jpg,.jpeg,.png,.gif,.webp,image/jpeg,image/png,image/gif,image/webp',
    );
  });
});
