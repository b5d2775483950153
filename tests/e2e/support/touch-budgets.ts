/**
 * The budgets of a screen held in the hand (decision 052), as functions evaluated in the page:
 * `page.evaluate(smallTargets, MIN_TARGET)`, `page.evaluate(sidewaysOverflow, width)`. Each
 * answers what breaks its budget, in words, so a failure says what to fix.
 */

/** The smallest finger target, in CSS pixels (WCAG 2.5.5, and the platforms' own guides). */
export const MIN_TARGET = 44;

/** A portrait tablet, the checkers' device. */
export const TABLET = { name: 'tablet', width: 768, height: 1024 } as const;

/**
 * The controls meant for a finger, and what a finger has to hit on each:
 * - buttons, links, and elements with a widget role (button, tab, radio, checkbox, switch,
 *   menuitem, option), text fields, selects and text areas: their own box;
 * - a radio button or a checkbox: its box joined with the boxes of its labels, since tapping the
 *   label chooses it (a segmented control's options are such radios under labels);
 * - not counted: what is not rendered or not visible, what is visually hidden (a box of 1 px or
 *   less), what sits under `aria-hidden` or `inert`, and links inside a line of text (WCAG's
 *   inline exception: an element displayed `inline`, such as a row's title link).
 */
export function smallTargets(min: number) {
  const union = (rects: DOMRect[]) => {
    const left = Math.min(...rects.map((rect) => rect.left));
    const top = Math.min(...rects.map((rect) => rect.top));
    const right = Math.max(...rects.map((rect) => rect.right));
    const bottom = Math.max(...rects.map((rect) => rect.bottom));
    return { width: right - left, height: bottom - top };
  };
  const selector = [
    'button',
    'a[href]',
    'input:not([type="hidden"])',
    'select',
    'textarea',
    '[role="button"]',
    '[role="tab"]',
    '[role="radio"]',
    '[role="checkbox"]',
    '[role="switch"]',
    '[role="menuitem"]',
    '[role="option"]',
  ].join(',');
  const seen = new Set<Element>();
  const small: string[] = [];
  for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
    if (element.closest('[aria-hidden="true"], [inert]')) continue;
    const input = element instanceof HTMLInputElement ? element : null;
    const choice = input && (input.type === 'radio' || input.type === 'checkbox');
    const labels = choice && input.labels ? Array.from(input.labels) : [];
    const own = element.getBoundingClientRect();
    const visible =
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) ||
      labels.some((label) => label.checkVisibility({ visibilityProperty: true }));
    if (!visible) continue;
    if (!choice && (own.width <= 1 || own.height <= 1)) continue;
    if (element.tagName === 'A' && getComputedStyle(element).display === 'inline') continue;
    // A control nested in another (an icon button inside a link) counts once, as the outer one.
    const outer = element.parentElement?.closest(selector);
    if (outer && seen.has(outer)) continue;
    seen.add(element);
    const rects = [own, ...labels.map((label) => label.getBoundingClientRect())].filter(
      (rect) => rect.width > 1 && rect.height > 1,
    );
    if (rects.length === 0) continue;
    const box = union(rects);
    if (box.width + 0.5 < min || box.height + 0.5 < min) {
      const name =
        element.getAttribute('aria-label') ||
        labels.map((label) => label.textContent).join(' ') ||
        element.textContent?.trim().slice(0, 40) ||
        element.getAttribute('placeholder') ||
        '';
      small.push(
        `${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`,
      );
    }
  }
  return small;
}

/**
 * Nothing scrolls sideways: the page is no wider than the screen. When it is, the innermost
 * elements reaching past the right edge are named, to say what to fix.
 */
export function sidewaysOverflow(width: number) {
  if (document.documentElement.scrollWidth <= width) return [];
  const past = Array.from(document.body.querySelectorAll<HTMLElement>('*')).filter(
    (element) => element.getBoundingClientRect().right > width + 1,
  );
  const innermost = past.filter(
    (element) => !past.some((other) => other.parentElement === element),
  );
  return [
    `page ${document.documentElement.scrollWidth} px wide`,
    ...innermost.slice(0, 8).map((element) => {
      const classes = Array.from(element.classList)
        .filter((name) => name.startsWith('mantine-'))
        .join('.');
      const testId = element.dataset.testid ? `[data-testid=${element.dataset.testid}]` : '';
      const text = element.textContent?.trim().slice(0, 30) ?? '';
      return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}${testId} "${text}" ends at ${Math.round(element.getBoundingClientRect().right)}`;
    }),
  ];
}

/**
 * What a field holds stays inside its borders: its sections, a number field's steppers, a
 * select's clear button and chevron, its pills. A part reaching past them (a stepper hanging
 * below the field, a clear button over its border) is named with the field's label.
 */
export function spilledFieldParts() {
  const spilled: string[] = [];
  for (const field of Array.from(
    document.querySelectorAll<HTMLElement>('.mantine-Input-wrapper'),
  )) {
    const input = field.querySelector<HTMLElement>('.mantine-Input-input');
    if (!input?.checkVisibility()) continue;
    const outer = input.getBoundingClientRect();
    const style = getComputedStyle(input);
    const inner = {
      left: outer.left + Number.parseFloat(style.borderLeftWidth),
      right: outer.right - Number.parseFloat(style.borderRightWidth),
      top: outer.top + Number.parseFloat(style.borderTopWidth),
      bottom: outer.bottom - Number.parseFloat(style.borderBottomWidth),
    };
    const parts = field.querySelectorAll<HTMLElement>(
      '.mantine-Input-section *, .mantine-Input-input *',
    );
    for (const part of Array.from(parts)) {
      const rect = part.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1 || !part.checkVisibility()) continue;
      const past = Math.max(
        inner.left - rect.left,
        rect.right - inner.right,
        inner.top - rect.top,
        rect.bottom - inner.bottom,
      );
      if (past <= 0.5) continue;
      const label = field
        .closest('.mantine-InputWrapper-root')
        ?.querySelector('label')?.textContent;
      const classes = Array.from(part.classList)
        .filter((name) => name.startsWith('mantine-'))
        .join('.');
      spilled.push(
        `${part.tagName.toLowerCase()}${classes ? `.${classes}` : ''} of the field "${label?.trim() ?? ''}" reaches ${Math.round(past)} px past its borders`,
      );
      break;
    }
  }
  return spilled;
}
