import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  confirmAction,
  confirmationState,
  registerConfirmHost,
  settleConfirmation,
} from './confirm-action';

let unregister: (() => void) | undefined;
afterEach(() => {
  unregister?.();
  unregister = undefined;
  vi.unstubAllGlobals();
});

describe('confirmAction', () => {
  it('resolves with the answer given to the dialog, one dialog at a time', async () => {
    const host = Symbol('host');
    unregister = registerConfirmHost(host);
    const first = confirmAction({ title: 'Удалить город?', message: 'Москва' });
    const second = confirmAction({ title: 'Удалить фото?', message: '1.jpg' });
    const shown = confirmationState();
    expect(shown.host).toBe(host);
    expect(shown.current?.title).toBe('Удалить город?');
    settleConfirmation(shown.current!.id, true);
    await expect(first).resolves.toBe(true);
    expect(confirmationState().current?.title).toBe('Удалить фото?');
    settleConfirmation(confirmationState().current!.id, false);
    await expect(second).resolves.toBe(false);
    expect(confirmationState().current).toBeNull();
  });

  it('lets only the first of two hosts render', () => {
    const a = Symbol('a');
    const b = Symbol('b');
    const offA = registerConfirmHost(a);
    unregister = registerConfirmHost(b);
    expect(confirmationState().host).toBe(a);
    offA();
    expect(confirmationState().host).toBe(b);
  });

  it('cancels what is waiting when the last host goes', async () => {
    const off = registerConfirmHost(Symbol('host'));
    const pending = confirmAction({ title: 'Удалить?', message: '' });
    off();
    await expect(pending).resolves.toBe(false);
  });

  it("asks with the browser's confirm when no host is mounted", async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    await expect(confirmAction({ title: 'Удалить?', message: 'Точно' })).resolves.toBe(false);
    expect(confirm).toHaveBeenCalledWith('Удалить?\n\nТочно');
  });
});
