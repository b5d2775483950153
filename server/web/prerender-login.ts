import type { Plugin } from 'vite';
import { createServer } from 'vite';
import { PRERENDERED_PAGES } from '#src/contracts/prerendered-pages';

const PRERENDER_MODULE = '/src/prerender/login-screen.tsx';

/**
 * Writes `login.html` beside `index.html`: the same page with the sign-in screen already in it,
 * rendered at build time by the portal's own components. On a slow connection the form shows
 * as soon as the HTML and the CSS have arrived, not after the start chunk, the runtime
 * configuration and the route's chunk (README, Decisions); the app then takes the page over
 * (src/lib/prerender-takeover.ts).
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
      const entry = entryScriptOf(shell.source);
      const starter = this.emitFile({
        type: 'asset',
        name: 'start-after-paint.js',
        source: startAfterPaint(entry.src),
      });
      const page = withScreen(shell.source, screen).replace(
        entry.tag,
        `<script type="module" crossorigin src="/${this.getFileName(starter)}"></script>`,
      );
      this.emitFile({ type: 'asset', fileName: PRERENDERED_PAGES['/login'], source: page });
    },
  };
}

/** The start chunk's script tag of index.html. */
function entryScriptOf(shell: string): { tag: string; src: string } {
  const match = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(shell);
  if (!match?.[1]) throw new Error('index.html has no entry script');
  return { tag: match[0], src: match[1] };
}

/**
 * The prerendered page's script. The start chunk is requested once the screen has been painted:
 * on a slow connection the CSS that the paint waits for has the bandwidth to itself, and the
 * chunk's evaluation never delays the paint either. Until the app takes the page over
 * (src/lib/prerender-takeover.ts), what the visitor types stays in the fields and a form they
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
