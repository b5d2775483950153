/**
 * A page the build wrote with its screen already in it (login.html) is shown before the app has
 * started; the visitor may type into it and even send its form meanwhile (its script marks the
 * form, server/web/prerender-login.ts). The app replaces that markup with its own on its first
 * render: what was typed is carried into the new fields, the focus stays where it was, and a
 * form sent early is sent again, now by the app.
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
  let carried = false;
  return () => {
    // Once: a development build's strict mode runs the first commit's effects twice.
    if (carried) return;
    carried = true;
    container.removeEventListener('focusin', onFocus);
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
  };
}

/** Sets the value as the browser does on typing: React sees it only through the native setter. */
function typeInto(field: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
