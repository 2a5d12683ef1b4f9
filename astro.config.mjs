// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import mdx from '@astrojs/mdx';
import { unified } from '@astrojs/markdown-remark';
import tailwindcss from '@tailwindcss/vite';
import { SITE } from './src/lib/site/config';
import { REDIRECTS } from './src/lib/site/routes';
import { buildApplyUrl } from './src/lib/site/apply-link';
import { hostFiles } from './src/integrations/host-files';
import { criticalCss } from './src/integrations/critical-css';
import { islandRuntime } from './src/integrations/island-runtime';
import { shareCards } from './src/integrations/share-cards';
import { precompress } from './src/integrations/precompress';
import { contentDates } from './src/integrations/content-dates';
import { GLOSSARY_FILE_ES, readGlossary } from './src/node/glossary';
import { remarkGlossary } from './src/lib/glossary/remark-autolink';

/**
 * `client:interaction`: hydrate an island on the reader's first touch, click, key or focus.
 * `client:painted`: hydrate once the first frame has painted (the tools and the blog search).
 */
const interactionDirective = {
  name: 'client-interaction-directive',
  hooks: {
    /** @param {{ addClientDirective: (d: { name: string; entrypoint: string }) => void }} options */
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({ name: 'interaction', entrypoint: './src/directives/interaction.ts' });
      addClientDirective({ name: 'painted', entrypoint: './src/directives/painted.ts' });
    },
  },
};

const ALL_REDIRECTS = { ...REDIRECTS, '/apply': buildApplyUrl('apply-redirect', 'site') };

export default defineConfig({
  site: SITE.url,
  output: 'static',
  trailingSlash: 'never',
  // No prefetch, no client router: pages are plain documents.
  prefetch: false,
  // Stylesheets stay files: the critical-css integration inlines each page's own rules and defers the file.
  build: { inlineStylesheets: 'never' },
  redirects: ALL_REDIRECTS,
  // English keeps its unprefixed URLs; Spanish pages live under /es/ with Spanish slugs from one table of
  // page pairs (src/lib/i18n/pages.ts). Pages read their language from Astro.currentLocale.
  i18n: { locales: ['en', 'es'], defaultLocale: 'en', routing: { prefixDefaultLocale: false, redirectToDefaultLocale: false } },
  // Guides and articles link each glossary term's first use to /glossary#term (MDX extends this config).
  // Astro 7's default Markdown processor (Sätteri) takes no remark plugins; the unified processor does.
  markdown: {
    processor: unified({ remarkPlugins: [[remarkGlossary, { entries: readGlossary(), esEntries: readGlossary(process.cwd(), GLOSSARY_FILE_ES) }]] }),
  },
  integrations: [
    contentDates(new URL('./content', import.meta.url).pathname),
    interactionDirective,
    react(),
    mdx(),
    // Order matters: share cards take their notes out of the HTML, critical CSS rewrites it, then
    // host-files hashes the final inline scripts.
    shareCards(),
    criticalCss(),
    islandRuntime(),
    hostFiles(ALL_REDIRECTS),
    // LAST, always: compresses the final files, so every step that writes into dist/ or rewrites HTML
    // (host-files' CSP, critical CSS) must come before it.
    precompress(),
  ],
  devToolbar: { enabled: false },
  // Small scripts (the 404 redirect) are inlined rather than fetched.
  vite: {
    plugins: [tailwindcss()],
    build: {
      assetsInlineLimit: 4096,
      rolldownOptions: {
        // A clean build prints no warning (tests/build/build-log.test.ts). Rolldown warns that the
        // "use astro:head-inject" directive Astro puts in every MDX module may not be preserved: a known Astro
        // issue with no effect on the pages (https://github.com/withastro/astro/issues/18087). Only that
        // directive is silenced, by its code; every other warning still prints, and fails that test.
        onwarn(warning, warn) {
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use astro:head-inject"')) return;
          warn(warning);
        },
        output: {
          // React, its DOM renderer and the scheduler in one file: left to itself Rolldown split them into
          // three chunks, each with its own wrapper and gzip header; merged, every island page loads about
          // 2 KB less JavaScript (tests/e2e/js-budget.spec.ts). A group for the small modules several
          // islands share was tried and made most pages heavier (each then loaded code it does not use).
          codeSplitting: {
            groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
          },
        },
      },
    },
  },
});
