// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import mdx from '@astrojs/mdx';
import tailwind from '@astrojs/tailwind';
import sitemap from '@astrojs/sitemap';
import { SITE } from './src/lib/site/config';
import { readStateLawSitemap, isUnindexedStateLawPath } from './src/node/state-law-sitemap';
import { REDIRECTS } from './src/lib/site/routes';
import { buildApplyUrl } from './src/lib/site/apply-link';
import { readLastmodMap } from './src/node/sitemap-lastmod';
import { hostFiles } from './src/integrations/host-files';
import { criticalCss } from './src/integrations/critical-css';
import { precompress } from './src/integrations/precompress';
import { contentDates } from './src/integrations/content-dates';
import { readGlossary } from './src/node/glossary';
import { remarkGlossary } from './src/lib/glossary/remark-autolink';

const lastmod = readLastmodMap(new URL('./content', import.meta.url).pathname);
/** State-law pages marked noindex (src/lib/state-laws/rules.ts `isIndexable`) stay out of the sitemap; the rest get their review date as lastmod. */
const stateLaws = readStateLawSitemap(new URL('./content', import.meta.url).pathname);
import { noindexCityPaths } from './src/lib/landing/indexing';
import { readLandingCatalog } from './src/node/landing-catalog';

/** City × industry pages the indexing rule leaves out (noindex + canonical to the state × industry page). */
const noindexLanding = noindexCityPaths(readLandingCatalog(new URL('./content', import.meta.url).pathname));

/** `client:interaction`: hydrate an island on the reader's first touch, click, key or focus. */
const interactionDirective = {
  name: 'client-interaction-directive',
  hooks: {
    /** @param {{ addClientDirective: (d: { name: string; entrypoint: string }) => void }} options */
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({ name: 'interaction', entrypoint: './src/directives/interaction.ts' });
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
  // Guides and articles link each glossary term's first use to /glossary#term (MDX extends this config).
  markdown: { remarkPlugins: [[remarkGlossary, { entries: readGlossary() }]] },
  integrations: [
    contentDates(new URL('./content', import.meta.url).pathname),
    interactionDirective,
    react(),
    mdx(),
    tailwind({ applyBaseStyles: false }),
    sitemap({
      filter: (page) =>
        !/\/404\/?$/.test(page) &&
        !isUnindexedStateLawPath(new URL(page).pathname, stateLaws.unindexed) &&
        !noindexLanding.has(new URL(page).pathname.replace(/\/+$/, '')),
      serialize: (item) => {
        const path = new URL(item.url).pathname.replace(/\/+$/, '') || '/';
        const date = lastmod.get(path) ?? stateLaws.lastmod.get(path);
        return date ? { ...item, lastmod: date } : item;
      },
    }),
    // Order matters: critical CSS rewrites the HTML, then host-files hashes the final inline scripts.
    criticalCss(),
    hostFiles(ALL_REDIRECTS),
    // LAST, always: compresses the final files, so every step that writes into dist/ or rewrites HTML
    // (host-files' CSP, critical CSS) must come before it.
    precompress(),
  ],
  devToolbar: { enabled: false },
  // Small scripts (the 404 redirect) are inlined rather than fetched.
  vite: {
    build: {
      assetsInlineLimit: 4096,
      // Merge chunks under 1 KB into a neighbour: each extra request and module wrapper costs a phone more
      // than the few hundred shared bytes it saves (a shared table header or route list).
      rollupOptions: { output: { experimentalMinChunkSize: 1024 } },
    },
  },
});
