import { describe, expect, it } from 'vitest';
import { moduleScriptsOf, withScreen, withStarter } from './prerender-login';

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

describe('the start of the prerendered page', () => {
  const shell = [
    '<head>',
    '<script type="module" crossorigin src="/assets/runtime.js"></script>',
    '<script type="module" crossorigin src="/assets/startup.js"></script>',
    '</head>',
  ].join('');

  it('finds every module script of the shell', () => {
    expect(moduleScriptsOf(shell).map((script) => script.src)).toEqual([
      '/assets/runtime.js',
      '/assets/startup.js',
    ]);
  });

  it('starts the start chunk after the paint and preloads the runtime it imports', () => {
    const scripts = moduleScriptsOf(shell);
    const entry = scripts[1]!;
    const page = withStarter(shell, scripts, entry, '/assets/start-after-paint.js');
    expect(page).toContain('<script type="module" crossorigin src="/assets/start-after-paint.js">');
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/runtime.js">');
    // The start chunk itself is not fetched before the paint: the starter imports it then.
    expect(page).not.toContain('/assets/startup.js');
  });
});
