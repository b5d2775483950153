import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';

// Mantine's Modal itself is exercised by the browser tests (every dialog of the portal is a
// Dialog); here, what Dialog hands it and when.
const modal = vi.hoisted(() => ({ renders: [] as boolean[] }));
vi.mock('@mantine/core', () => ({
  Modal: ({ opened }: { opened: boolean }) => {
    modal.renders.push(opened);
    return <div data-testid="modal" data-opened={opened} />;
  },
}));

afterEach(() => {
  cleanup();
  modal.renders.length = 0;
});

function renderDialog(opened: boolean) {
  const dialog = (open: boolean) => (
    <Dialog opened={open} onClose={() => {}} title="Удалить товар?">
      <p>Товар будет удалён.</p>
    </Dialog>
  );
  const view = render(dialog(opened));
  return {
    rerender: (open: boolean) => act(() => view.rerender(dialog(open))),
    modal: () => view.queryByTestId('modal'),
  };
}

describe('Dialog', () => {
  it('mounts nothing until it is first opened', () => {
    const view = renderDialog(false);
    expect(view.modal()).toBeNull();
    expect(modal.renders).toEqual([]);
  });

  it('mounts closed on its first opening, then opens on the next frame, for its transition', async () => {
    const view = renderDialog(false);
    await view.rerender(true);
    await waitFor(() => expect(view.modal()?.dataset.opened).toBe('true'));
    // Its first render is closed: the opening is a change the transition plays.
    expect(modal.renders[0]).toBe(false);
  });

  it('stays mounted once closed, so that it closes with its transition, and opens again', async () => {
    const view = renderDialog(false);
    await view.rerender(true);
    await waitFor(() => expect(view.modal()?.dataset.opened).toBe('true'));
    await view.rerender(false);
    expect(view.modal()?.dataset.opened).toBe('false');
    await view.rerender(true);
    await waitFor(() => expect(view.modal()?.dataset.opened).toBe('true'));
  });

  it('is open from its first render when it is opened from the start', () => {
    const view = renderDialog(true);
    expect(view.modal()?.dataset.opened).toBe('true');
    expect(modal.renders[0]).toBe(true);
  });
});
