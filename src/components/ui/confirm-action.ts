import type { ReactNode } from 'react';

export interface ConfirmActionOptions {
  title: ReactNode;
  message: ReactNode;
  /** The confirming button; 'Удалить' by default. */
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /** Red confirming button (default): the action destroys something. */
  destructive?: boolean;
}

export interface PendingConfirmation extends ConfirmActionOptions {
  id: number;
}

interface State {
  /** The dialog shown; others wait their turn. */
  current: PendingConfirmation | null;
  /** The host that renders it: with two mounted, only the first does. */
  host: symbol | null;
}

let queue: (PendingConfirmation & { resolve: (confirmed: boolean) => void })[] = [];
let hosts: symbol[] = [];
let state: State = { current: null, host: null };
let sequence = 0;
const listeners = new Set<() => void>();

function update(): void {
  state = { current: queue[0] ?? null, host: hosts[0] ?? null };
  for (const listener of listeners) listener();
}

/**
 * Asks before a destructive action; resolves true when the user confirms, false when they
 * cancel or close the dialog. One dialog at a time, in call order. Rendered by
 * <ConfirmActionHost /> (in the signed-in shell); without one mounted, the browser's own
 * confirm stands in rather than the action going ahead unasked.
 */
export function confirmAction(options: ConfirmActionOptions): Promise<boolean> {
  if (hosts.length === 0) {
    const text = [options.title, options.message].filter((part) => typeof part === 'string');
    return Promise.resolve(window.confirm(text.join('\n\n')));
  }
  return new Promise((resolve) => {
    sequence += 1;
    queue = [...queue, { ...options, id: sequence, resolve }];
    update();
  });
}

/** The host's answer for dialog `id`. */
export function settleConfirmation(id: number, confirmed: boolean): void {
  const entry = queue.find((pending) => pending.id === id);
  if (!entry) return;
  queue = queue.filter((pending) => pending !== entry);
  entry.resolve(confirmed);
  update();
}

export function subscribeConfirmations(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function confirmationState(): State {
  return state;
}

/** A host announces itself while mounted; returns its unregistering. */
export function registerConfirmHost(host: symbol): () => void {
  hosts = [...hosts, host];
  update();
  return () => {
    hosts = hosts.filter((other) => other !== host);
    // The last host gone: nobody can answer what is still waiting, so it counts as cancelled.
    if (hosts.length === 0) {
      for (const pending of queue) pending.resolve(false);
      queue = [];
    }
    update();
  };
}
