import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureTypedInput, holdsPrerenderedScreen } from './prerender-takeover';

const form = () => `
  <form method="dialog">
    <input data-path="login" autocomplete="username" />
    <input data-path="password" type="password" />
    <button type="submit">Войти</button>
  </form>`;

function mount(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

/** What the app's first commit does: its own markup instead of the prerendered one. */
function takeOver(container: HTMLElement): { typed: string[]; sent: number } {
  container.innerHTML = form().replace(' method="dialog"', '');
  const log = { typed: [] as string[], sent: 0 };
  container.addEventListener('input', (event) => {
    const field = event.target as HTMLInputElement;
    log.typed.push(`${field.dataset.path}=${field.value}`);
  });
  container.addEventListener('submit', (event) => {
    event.preventDefault();
    log.sent++;
  });
  return log;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('taking over a prerendered screen', () => {
  it('knows an empty root from a prerendered one', () => {
    expect(holdsPrerenderedScreen(mount(''))).toBe(false);
    expect(holdsPrerenderedScreen(mount(form()))).toBe(true);
  });

  it('carries what was typed into the new fields, as input events, and keeps the focus', () => {
    const container = mount(form());
    const [login, password] = container.querySelectorAll('input');
    login!.value = 'ivanov';
    password!.value = 'secret-1';
    password!.focus();
    const carry = captureTypedInput(container);
    const log = takeOver(container);
    carry();
    expect(log.typed).toEqual(['login=ivanov', 'password=secret-1']);
    expect(document.activeElement).toBe(container.querySelector('input[data-path="password"]'));
    expect(log.sent).toBe(0);
  });

  it("keeps the visitor's field when the app's first commit focuses one of its own", () => {
    const container = mount(form());
    const [login, password] = container.querySelectorAll('input');
    login!.value = 'ivanov';
    const carry = captureTypedInput(container);
    password!.focus();
    takeOver(container);
    // The app's login field has `autoFocus`: React focuses it while committing, before `carry`.
    container.querySelector<HTMLInputElement>('input[data-path="login"]')!.focus();
    carry();
    expect(document.activeElement).toBe(container.querySelector('input[data-path="password"]'));
  });

  it('sends the form again when it was sent before the app started', () => {
    const container = mount(form());
    container.querySelector('input')!.value = 'ivanov';
    container.querySelector('form')!.setAttribute('data-sent-early', '');
    const carry = captureTypedInput(container);
    const log = takeOver(container);
    carry();
    expect(log.sent).toBe(1);
  });

  it('carries what was typed and focused while the app was still rendering', () => {
    const container = mount(form());
    const [login, password] = container.querySelectorAll('input');
    login!.focus();
    const carry = captureTypedInput(container);
    login!.value = 'ivanov';
    password!.value = 'secret-1';
    password!.focus();
    container.querySelector('form')!.setAttribute('data-sent-early', '');
    const log = takeOver(container);
    carry();
    expect(log.typed).toEqual(['login=ivanov', 'password=secret-1']);
    expect(document.activeElement).toBe(container.querySelector('input[data-path="password"]'));
    expect(log.sent).toBe(1);
  });

  it('leaves a field alone that the app has filled itself', () => {
    const container = mount(form());
    container.querySelector('input')!.value = 'typed';
    const carry = captureTypedInput(container);
    const log = takeOver(container);
    container.querySelector('input')!.value = 'restored';
    carry();
    expect(log.typed).toEqual([]);
    expect(container.querySelector('input')!.value).toBe('restored');
  });

  describe('a press on a button that the takeover cut in two', () => {
    const press = (target: Element, type: 'pointerdown' | 'pointerup' | 'pointercancel') =>
      target.dispatchEvent(new PointerEvent(type, { bubbles: true, composed: true }));
    const button = (container: HTMLElement) => container.querySelector('button')!;

    /** Pressed on the prerendered button while the app renders; the app commits; then `end`. */
    function pressAcrossTakeover(end: (container: HTMLElement) => void) {
      vi.useFakeTimers();
      const container = mount(form());
      container.querySelector('input')!.value = 'ivanov';
      const carry = captureTypedInput(container);
      press(button(container), 'pointerdown');
      const log = takeOver(container);
      carry();
      end(container);
      vi.runAllTimers();
      vi.useRealTimers();
      return { container, log };
    }

    it('is a click on the app’s button when released over it', () => {
      const { container, log } = pressAcrossTakeover((container) =>
        press(button(container), 'pointerup'),
      );
      expect(log.sent).toBe(1);
      expect(document.activeElement).toBe(button(container));
    });

    it('is one click when the browser’s own click reaches the button too', () => {
      const { log } = pressAcrossTakeover((container) => {
        press(button(container), 'pointerup');
        button(container).click();
      });
      expect(log.sent).toBe(1);
    });

    it('is taken back when released elsewhere or cancelled', () => {
      expect(
        pressAcrossTakeover((container) => press(container.querySelector('input')!, 'pointerup'))
          .log.sent,
      ).toBe(0);
      expect(
        pressAcrossTakeover((container) => press(button(container), 'pointercancel')).log.sent,
      ).toBe(0);
    });

    it('is nothing more when it ended before the app took over', () => {
      const container = mount(form());
      const carry = captureTypedInput(container);
      press(button(container), 'pointerdown');
      press(button(container), 'pointerup');
      const log = takeOver(container);
      carry();
      press(button(container), 'pointerup');
      expect(log.sent).toBe(0);
    });
  });
});
