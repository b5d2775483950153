/**
 * A page the build wrote with its screen already in it (login.html) is shown before the app has
 * started; the visitor may type into it and even send its form meanwhile (its script marks the
 * form, build/prerender-login.ts). The app replaces that markup with its own on its first
 * render: what was typed is carried into the new fields, the focus stays where it was, a form
 * sent early is sent again, now by the app, and a press on a button that the takeover cut in two
 * (pressed on the prerendered one, released on the app's) still clicks it.
 */

/** Whether the container holds a prerendered screen for the app to take over. */
export function holdsPrerenderedScreen(container: HTMLElement): boolean {
  return container.firstElementChild !== null;
}

/** Fields are matched by their form path (Mantine's `data-path`), else their name. */
const fieldKey = (field: Element): string | null =>
  field.getAttribute('data-path') ?? field.getAttribute('name');

/**
 * Watches the prerendered screen from now until the app's screen has replaced it; the returned
 * function, called then, puts what was typed into the app's fields (as input events, so the
 * form's state has it too), moves the focus to the field that had it and sends the form that
 * was sent, once. The app renders in slices meanwhile, so the visitor may go on typing: the
 * values are read from the prerendered fields (kept even once taken out of the page) only then.
 */
export function captureTypedInput(container: HTMLElement): () => void {
  const fields = [...container.querySelectorAll('input')];
  const forms = [...container.querySelectorAll('form')];
  const prerendered = [...container.children];
  const active = document.activeElement;
  let focused = active && container.contains(active) ? fieldKey(active) : null;
  const onFocus = (event: FocusEvent) => {
    // The prerendered screen's own elements only: the app's first commit focuses its login field
    // (`autoFocus`) before the focus is carried, and the visitor, in the password field by then,
    // went on typing the password into the login.
    const target = event.target;
    if (target instanceof Node && prerendered.some((node) => node.contains(target))) {
      focused = target instanceof Element ? fieldKey(target) : null;
    }
  };
  container.addEventListener('focusin', onFocus);
  const buttons = [...container.querySelectorAll('button')];
  // A press under way now or begun before the app's screen replaces the prerendered one: the
  // browser clicks nothing when the button it began on is gone by the release.
  let pressed = buttons.findIndex((button) => button.matches(':active'));
  const onPress = (event: PointerEvent) => {
    const target = event.target;
    pressed =
      target instanceof Element ? buttons.findIndex((button) => button.contains(target)) : -1;
  };
  const onRelease = () => {
    pressed = -1;
  };
  container.addEventListener('pointerdown', onPress);
  document.addEventListener('pointerup', onRelease);
  document.addEventListener('pointercancel', onRelease);
  let carried = false;
  return () => {
    // Once: a development build's strict mode runs the first commit's effects twice.
    if (carried) return;
    carried = true;
    container.removeEventListener('focusin', onFocus);
    container.removeEventListener('pointerdown', onPress);
    document.removeEventListener('pointerup', onRelease);
    document.removeEventListener('pointercancel', onRelease);
    const typed = fields.flatMap((field) => {
      const key = fieldKey(field);
      return key && field.value !== '' ? [{ key, value: field.value }] : [];
    });
    const sent = forms.findIndex((form) => form.hasAttribute('data-sent-early'));
    const fieldOf = (key: string) =>
      [...container.querySelectorAll('input')].find((field) => fieldKey(field) === key);
    for (const { key, value } of typed) {
      const field = fieldOf(key);
      if (field && field.value === '') typeInto(field, value);
    }
    if (focused) fieldOf(focused)?.focus();
    if (sent >= 0) container.querySelectorAll('form')[sent]?.requestSubmit();
    const button = pressed >= 0 ? container.querySelectorAll('button')[pressed] : undefined;
    if (button) finishPress(button);
  };
}

/**
 * The press begun on the prerendered counterpart of `button` ends as a click on `button` when it
 * is released over it, as it would have had the page not changed under the finger; released
 * elsewhere, it was taken back. The browser's own click, should it reach the button, is the one.
 */
function finishPress(button: HTMLButtonElement): void {
  button.focus();
  let clicked = false;
  const onClick = () => {
    clicked = true;
  };
  const onEnd = (event: PointerEvent) => {
    document.removeEventListener('pointerup', onEnd, true);
    document.removeEventListener('pointercancel', onEnd, true);
    const target = event.target;
    if (event.type !== 'pointerup' || !(target instanceof Node) || !button.contains(target)) return;
    button.addEventListener('click', onClick, { once: true });
    // The browser dispatches its click, if any, right after the release.
    setTimeout(() => {
      button.removeEventListener('click', onClick);
      if (!clicked) button.click();
    });
  };
  document.addEventListener('pointerup', onEnd, true);
  document.addEventListener('pointercancel', onEnd, true);
}

/** Sets the value as the browser does on typing: React sees it only through the native setter. */
function typeInto(field: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
