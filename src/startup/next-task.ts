let channel: MessageChannel | undefined;
const waiting: Array<() => void> = [];

/**
 * Resolves in a task of its own, after the one running now has ended. A message, not a timer:
 * timers in a hidden tab wait a second or a minute, and work such as the outbox runs there.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof MessageChannel === 'undefined') {
      setTimeout(resolve, 0);
      return;
    }
    if (!channel) {
      channel = new MessageChannel();
      channel.port1.onmessage = () => waiting.shift()?.();
      // Node (the unit tests) would otherwise keep running for the open port.
      (channel.port1 as unknown as { unref?: () => void }).unref?.();
    }
    waiting.push(resolve);
    channel.port2.postMessage(null);
  });
}
