import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { withoutUnusedMantineRules } from './unused-mantine-css';

const used = new Set(['m_11111111', 'm_22222222']);
const purge = (css: string) => withoutUnusedMantineRules(css, used).replace(/\s+/g, ' ').trim();

describe('the stylesheet without the rules of Mantine components the build does not use', () => {
  it('keeps the rules of used classes and drops those of unused ones', () => {
    expect(purge('.m_11111111 { color: red } .m_99999999 { color: blue }')).toBe(
      '.m_11111111 { color: red }',
    );
  });

  it('drops a selector when any of its classes is unused, and keeps the rest of the list', () => {
    expect(purge('.m_11111111 .m_99999999, .m_22222222 > .m_11111111 { margin: 0 }')).toBe(
      '.m_22222222 > .m_11111111 { margin: 0 }',
    );
  });

  it('keeps rules without Mantine classes, and classes inside parentheses do not count', () => {
    const css =
      ':root { --x: 1 } body { margin: 0 } .m_11111111:not(.m_99999999) { a: b } :where(.m_99999999, .m_11111111) { c: d }';
    expect(purge(css)).toBe(css);
  });

  it('removes an at-rule left empty, keeps one with rules left, and keeps keyframes', () => {
    expect(
      purge(
        '@media (min-width: 10em) { .m_99999999 { a: b } } @media print { .m_11111111 { a: b } .m_99999999 { c: d } } @keyframes m_99999999 { from { opacity: 0 } }',
      ),
    ).toBe('@media print { .m_11111111 { a: b } } @keyframes m_99999999 { from { opacity: 0 } }');
  });

  it("keeps every rule of a used component of Mantine's own stylesheet", () => {
    const require = createRequire(import.meta.url);
    const css = readFileSync(require.resolve('@mantine/core/styles.css'), 'utf8');
    const button = readFileSync(require.resolve('@mantine/core/styles/Button.css'), 'utf8');
    const buttonClasses = new Set(button.match(/m_[0-9a-f]{8}/g));
    const purged = withoutUnusedMantineRules(css, buttonClasses);
    expect(purged.length).toBeLessThan(css.length / 2);
    for (const name of buttonClasses) expect(purged).toContain(`.${name}`);
    // Global rules stay: the baseline and the theme's variables.
    expect(purged).toContain('box-sizing: border-box');
    expect(purged).toContain('--mantine-color-blue-6');
  });
});
