import { defineConfig } from '@lingui/cli';

export default defineConfig({
  sourceLocale: 'ru',
  locales: ['ru', 'en'],
  // No catalog fallback: a message missing in `en` must fail `lingui compile --strict` and the
  // Vite plugin's `failOnMissing`, not be silently filled with Russian. "Fallback English" in
  // the spec is about which language a user gets, see src/lib/i18n.ts.
  fallbackLocales: false,
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx', '**/routeTree.gen.ts'],
    },
  ],
  format: 'po',
  // Without line numbers a catalog changes only when messages change, so the CI check
  // (`lingui extract --clean` + `git diff --exit-code src/locales`) does not trip on moved code.
  // (`formatOptions` is the string-format spelling; it avoids importing @lingui/format-po,
  // which is only a transitive dependency.)
  formatOptions: { lineNumbers: false },
  orderBy: 'message',
});
