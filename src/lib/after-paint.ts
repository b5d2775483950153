/**
 * Runs a task once the browser has painted the next frame: work the first screen does not need
 * (the outbox, error reporting, the storage request) waits until the screen is up. Without
 * requestAnimationFrame (tests, a hidden tab) it runs on the next turn.
 */
export function afterNextPaint(task: () => void): void {
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
    setTimeout(task, 0);
    return;
  }
  requestAnimationFrame(() => setTimeout(task, 0));
}
