import { createHash } from 'node:crypto';
import postcss from 'postcss';
import type { Plugin } from 'vite';

/** Mantine's component classes: `m_` and eight hex digits, one set per component's CSS module. */
const MANTINE_CLASS = /\.(m_[0-9a-f]{8})(?![\w-])/g;
const MANTINE_CLASS_IN_CODE = /\bm_[0-9a-f]{8}\b/g;

/** The selector without what is inside parentheses (`:where(…)`, `:not(…)`, `:is(…)`…). */
function outsideParentheses(selector: string): string {
  let depth = 0;
  let outside = '';
  for (const char of selector) {
    if (char === '(') depth++;
    if (depth === 0) outside += char;
    if (char === ')') depth = Math.max(0, depth - 1);
  }
  return outside;
}

/**
 * `css` without the selectors that name a Mantine component class no script of the build
 * uses: such an element is never on the page, so the selector can never match. Only classes
 * outside parentheses count (`:not(.m_…)` matches whether or not that class exists). A rule
 * left without selectors goes, and so does an at-rule left empty.
 */
export function withoutUnusedMantineRules(css: string, used: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as postcss.AtRule).name))
      return;
    const kept = rule.selectors.filter((selector) =>
      [...outsideParentheses(selector).matchAll(MANTINE_CLASS)].every(([, name]) =>
        used.has(name ?? ''),
      ),
    );
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove();
  });
  return root.toString();
}

/** The file name with the hash of its new content in place of the old one, of the same length. */
function renamedForContent(fileName: string, content: string): string {
  const hash = createHash('sha256').update(content).digest('base64url').slice(0, 8);
  return fileName.replace(/[\w-]{8}(\.css)$/, `${hash}$1`);
}

/**
 * Mantine's stylesheet holds every component's rules; the portal uses about half of
 * the components. Every rule is parsed at each start and matched against every element at each
 * style recalculation, so the build keeps the rules of the components its scripts contain
 * (their class names are in the scripts, in each component's CSS module). A stylesheet whose
 * content changed takes a new name, for the caches that keep a file by its name for good; the
 * pages and chunks that name it are changed to match.
 */
export function unusedMantineCss(): Plugin {
  return {
    name: 'sfa:unused-mantine-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const used = new Set<string>();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const [name] of output.code.matchAll(MANTINE_CLASS_IN_CODE)) used.add(name);
      }
      const renamed = new Map<string, string>();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'asset' || !output.fileName.endsWith('.css')) continue;
        const source = withoutUnusedMantineRules(String(output.source), used);
        const fileName = renamedForContent(output.fileName, source);
        delete bundle[output.fileName];
        this.emitFile({
          type: 'asset',
          fileName,
          source,
          originalFileName: output.originalFileNames[0],
        });
        renamed.set(output.fileName, fileName);
      }
      const rename = (text: string) =>
        [...renamed].reduce((result, [from, to]) => result.replaceAll(from, to), text);
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') {
          output.code = rename(output.code);
          const css = output.viteMetadata?.importedCss;
          if (css) for (const [from, to] of renamed) if (css.delete(from)) css.add(to);
        } else if (output.fileName.endsWith('.html') && typeof output.source === 'string') {
          output.source = rename(output.source);
        }
      }
    },
  };
}
