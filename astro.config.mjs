// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import mdx from '@astrojs/mdx';
import tailwind from '@astrojs/tailwind';
import sitemap from '@astrojs/sitemap';
import { SITE } from './src/lib/site';
import { REDIRECTS } from './src/lib/routes';
import { buildApplyUrl } from './src/lib/apply-link';
import { readLastmodMap } from './src/lib/sitemap-lastmod';
import { hostFiles } from './src/integrations/host-files';
import { noindexCityPaths } from './src/lib/landing-index';
import { readLandingCatalog } from './src/lib/landing-catalog-files';

const lastmod = readLastmodMap(new URL('./content', import.meta.url).pathname);
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
  build: { inlineStylesheets: 'always' },
  redirects: ALL_REDIRECTS,
  integrations: [
    interactionDirective,
    react(),
    mdx(),
    tailwind({ applyBaseStyles: false }),
    sitemap({
      filter: (page) => !/\/404\/?$/.test(page) && !noindexLanding.has(new URL(page).pathname.replace(/\/+$/, '')),
      serialize: (item) => {
        const date = lastmod.get(new URL(item.url).pathname.replace(/\/+$/, '') || '/');
        return date ? { ...item, lastmod: date } : item;
      },
    }),
    hostFiles(ALL_REDIRECTS),
  ],
  devToolbar: { enabled: false },
  // Small scripts (the 404 redirect) are inlined rather than fetched.
  vite: { build: { assetsInlineLimit: 4096 } },
});
