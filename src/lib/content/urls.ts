/** URL rules for content entries: one place, used by routes, listings, feeds and the sitemap. */

/** Guides published at the site's top level instead of under /guides/. */
const TOP_LEVEL_GUIDES: ReadonlySet<string> = new Set(['iso-broker-guide']);

export const guideUrl = (id: string): string => (TOP_LEVEL_GUIDES.has(id) ? `/${id}` : `/guides/${id}`);
export const articleUrl = (id: string): string => `/blog/${id}`;
export const pageUrl = (id: string): string => `/${id}`;
/** A help-centre situation page: content/help/<id>.mdx at /help/<id>, content/help/es/<slug>.mdx at /es/ayuda/<slug>. */
export const helpUrl = (id: string): string => (id.startsWith('es/') ? `/es/ayuda/${id.slice(3)}` : `/help/${id}`);
export const isTopLevelGuide = (id: string): boolean => TOP_LEVEL_GUIDES.has(id);


/**
 * Spanish entries (files in a collection's `es/` folder, ids `es/<slug>`) live under /es/ with Spanish
 * section names; the slug is the file name, which must be the path in src/lib/i18n/pages.ts.
 */
const ES_SECTION = { guides: '/es/guias/', blog: '/es/blog/', pages: '/es/' } as const;
export const isSpanishId = (id: string): boolean => id.startsWith('es/');

/** The URL of an entry of guides, blog or pages, in either language. */
export function entryUrl(collection: 'guides' | 'blog' | 'pages', id: string): string {
  if (isSpanishId(id)) return ES_SECTION[collection] + id.slice(3);
  return collection === 'guides' ? guideUrl(id) : collection === 'blog' ? articleUrl(id) : pageUrl(id);
}

/** `guides/sba-loans`, `blog/foo` or `guides/es/prestamos-sba` (the form editors write in `related`) → its URL. */
export function relatedRefUrl(ref: string): string | undefined {
  const match = /^(guides|blog)\/((?:es\/)?[a-z0-9-]+)$/.exec(ref);
  if (!match) return undefined;
  return entryUrl(match[1] as 'guides' | 'blog', match[2]!);
}
