import { describe, expect, it } from 'vitest';
import { withScreen } from './prerender-login';

const SHELL =
  '<html><body><div id="root"></div><script type="module" src="/a.js"></script></body></html>';

describe('the prerendered page', () => {
  it('puts the screen into #root, without inline scripts and with a form that sends nowhere', () => {
    const page = withScreen(
      SHELL,
      '<h1>Вход в портал</h1><form noValidate=""><input/></form><script>scrollTo(0,0)</script>',
    );
    expect(page).toContain(
      '<div id="root"><h1>Вход в портал</h1><form method="dialog" noValidate=""><input/></form></div>',
    );
    expect(page).not.toContain('scrollTo');
    // The shell's own module script stays.
    expect(page).toContain('<script type="module" src="/a.js"></script>');
  });

  it('refuses a shell without its root', () => {
    expect(() => withScreen('<body></body>', '<h1/>')).toThrow(/id="root"/);
  });
});
