import { lingui } from '@lingui/vite-plugin';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { lazyContractSchemasPlugin } from './build/lazy-contract-schemas.ts';
import { mantineReactIds } from './build/mantine-react-ids.ts';
import { prerenderLogin } from './build/prerender-login.ts';
import { routePreload } from './build/route-preload.ts';
import { unusedMantineCss } from './build/unused-mantine-css.ts';

// The Fastify server of `npm run dev`; SFA_SERVER_URL points the dev proxy elsewhere.
const server = process.env.SFA_SERVER_URL ?? 'http://127.0.0.1:8080';

/**
 * Lingui's macros compiled away. Default `include` on purpose: route code-splitting yields ids
 * ending in `?tsr-split=…` that a narrowed include would skip. The code filter only spares
 * Babel the files that cannot contain a Lingui macro. The API tests use it too: some of them
 * read the portal's own definitions (the menu) against the real server.
 */
export const linguiMacros = () =>
  babel({
    presets: [
      defineRolldownBabelPreset({
        preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
        rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
      }),
    ],
  });

export default defineConfig({
  plugins: [
    // The router plugin must run before React: it generates src/routeTree.gen.ts (git-ignored,
    // so `vite build` on a clean clone creates it) and splits each route file into lazy chunks.
    tanstackRouter({
      target: 'react',
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      routeFileIgnorePattern: '\\.test\\.',
      autoCodeSplitting: true,
      quoteStyle: 'single',
    }),
    linguiMacros(),
    react(),
    mantineReactIds(),
    // The contracts' schemas are built on first use in the browser (src/contracts/lazy-schema.ts).
    lazyContractSchemasPlugin(),
    // Compiles `src/locales/*/messages.po` on import; a missing translation fails the build.
    lingui({ failOnMissing: true, failOnCompileError: true }),
    // The stylesheet keeps the rules of the Mantine components the scripts contain.
    unusedMantineCss(),
    // login.html: the sign-in screen in the HTML itself, for its first paint; before the PWA
    // plugin, whose precache list is made from the files written.
    prerenderLogin(),
    // index.html: the files each route's screen loads, for the page to ask for a few a task. After
    // the sign-in page is written from it: that page never asks for them (no session yet).
    routePreload(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // src/components/ui/service-worker-updater.tsx registers it with workbox-window once the
      // page has loaded, and offers waiting updates to the user.
      injectRegister: false,
      registerType: 'prompt',
      injectManifest: {
        // The shell only: route chunks, CSS, fonts and icons. The web manifest is added by the
        // plugin itself (listing it again would precache it twice).
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
      },
      manifest: {
        id: '/',
        name: 'SFA Портал',
        short_name: 'SFA Портал',
        description: 'Портал полевой работы: мерчандайзинг и аудит розничных точек',
        lang: 'ru',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#2e2e2e',
        background_color: '#ffffff',
        icons: [
          { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/pwa-maskable-512x512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
    }),
  ],
  server: {
    proxy: {
      '/svc': { target: server, changeOrigin: true },
      '/config.json': { target: server, changeOrigin: true },
      '/health': { target: server, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    target: 'es2022',
    sourcemap: true,
    // dist/.vite/manifest.json: lets the bundle budget be measured from the real import graph.
    manifest: true,
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically loads at start-up anyway. Left to automatic
          // chunking, the parts it shares with lazy routes came as small common files (react,
          // router, Mantine's Box…), each compressed on its own (files under 1 KB not at all), so
          // the login page loaded more files and more bytes as served than with one chunk
          // (docs/decisions/012-the-login-page-stays-small.md; its budget: docs/performance.md,
          // "/login: JavaScript as served").
          groups: [{ name: 'startup', tags: ['$initial'] }],
        },
      },
    },
  },
});
