import type { Plugin } from 'vite';
import { createServer } from 'vite';
import { PRERENDERED_PAGES } from '#src/contracts/prerendered-pages';

const PRERENDER_MODULE = '/src/prerender/login-screen.tsx';

/**
 * Writes `login.html` beside `index.html`: the same page with the sign-in screen already in it,
 * rendered at build time by the portal's own components. On a slow connection the form shows
 * as soon as the HTML and the CSS have arrived, not after the start chunk, the runtime
 * configuration and the route's chunk (docs/decisions/013-the-sign-in-screen-is-in-the-page.md);
 * the app then takes the page over (src/startup/prerender-takeover.ts).
 */
export function prerenderLogin(): Plugin {
  return {
    name: 'sfa:prerender-login',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const shell = bundle['index.html'];
      if (shell?.type !== 'asset' || typeof shell.source !== 'string') {
        this.error('index.html is missing from the build');
      }
      const screen = await renderWithVite();
      const scripts = moduleScriptsOf(shell.source);
      // The chunk that holds main.tsx: the bundler may name it after a group, not as an entry.
      const entryChunk = Object.values(bundle).find(
        (output) =>
          output.type === 'chunk' && output.moduleIds.some((id) => id.endsWith('/src/main.tsx')),
      );
      const entry = scripts.find((script) => script.src === `/${entryChunk?.fileName}`);
      if (!entry) this.error('index.html has no script of the entry chunk');
      const starter = this.emitFile({
        type: 'asset',
        name: 'start-after-paint.js',
        source: startAfterPaint(entry.src),
      });
      const page = withStarter(
        withScreen(shell.source, screen),
        scripts,
        entry,
        `/${this.getFileName(starter)}`,
      );
      this.emitFile({ type: 'asset', fileName: PRERENDERED_PAGES['/login'], source: page });
    },
  };
}

interface ModuleScript {
  tag: string;
  src: string;
}

/** The module scripts of index.html: the start chunk, and the bundler's runtime when apart. */
export function moduleScriptsOf(shell: string): ModuleScript[] {
  const scripts = [
    ...shell.matchAll(/<script type="module" crossorigin src="([^"]+)"><\/script>/g),
  ];
  if (scripts.length === 0) throw new Error('index.html has no module script');
  return scripts.map((match) => ({ tag: match[0], src: match[1] ?? '' }));
}

/**
 * The start chunk's script gives way to the starter, which imports that chunk after the first
 * paint. Any other module script (the bundler's runtime, which the start chunk imports) becomes
 * a module preload: fetched meanwhile, it is there when the start chunk asks for it.
 */
export function withStarter(
  page: string,
  scripts: ModuleScript[],
  entry: ModuleScript,
  starterSrc: string,
): string {
  let html = page.replace(
    entry.tag,
    `<script type="module" crossorigin src="${starterSrc}"></script>`,
  );
  for (const script of scripts) {
    if (script === entry) continue;
    html = html.replace(script.tag, `<link rel="modulepreload" crossorigin href="${script.src}">`);
  }
  return html;
}

/**
 * The prerendered page's script. The start chunk is requested once the screen has been painted:
 * on a slow connection the CSS that the paint waits for has the bandwidth to itself, and the
 * chunk's evaluation never delays the paint either. Until the app takes the page over
 * (src/startup/prerender-takeover.ts), what the visitor types stays in the fields and a form they
 * send is marked, to be sent by the app.
 */
function startAfterPaint(entrySrc: string): string {
  return `addEventListener('submit', (event) => {
  if (event.target.getAttribute('method') !== 'dialog') return;
  event.preventDefault();
  event.target.setAttribute('data-sent-early', '');
});
requestAnimationFrame(() => setTimeout(() => import(${JSON.stringify(entrySrc)})));
`;
}

/** The markup of the sign-in screen, through Vite's SSR loader (the Lingui macros need it). */
async function renderWithVite(): Promise<string> {
  const vite = await createServer({
    server: { middlewareMode: true, watch: null, hmr: false },
    appType: 'custom',
    logLevel: 'warn',
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const module = (await vite.ssrLoadModule(PRERENDER_MODULE)) as {
      renderLoginScreen: () => Promise<string>;
    };
    return await module.renderLoginScreen();
  } finally {
    await vite.close();
  }
}

/**
 * The screen inside `#root`, made inert where it would act without the app: no inline script
 * (the CSP forbids it; the router's scroll restoration adds one) and a form that a press of
 * Enter or of its button cannot send anywhere (method="dialog" outside a dialog does nothing).
 */
export function withScreen(shell: string, screen: string): string {
  const inert = screen
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<form\b/g, '<form method="dialog"');
  const root = '<div id="root"></div>';
  if (!shell.includes(root)) throw new Error(`index.html has no ${root}`);
  return shell.replace(root, `<div id="root">${inert}</div>`);
}
