/** URL rules for content entries: one place, used by routes, listings, feeds and the sitemap. */

/** Guides published at the site's top level instead of under /guides/. */
const TOP_LEVEL_GUIDES: ReadonlySet<string> = new Set(['iso-broker-guide']);

export const guideUrl = (id: string): string => (TOP_LEVEL_GUIDES.has(id) ? `/${id}` : `/guides/${id}`);
export const articleUrl = (id: string): string => `/blog/${id}`;
export const pageUrl = (id: string): string => `/${id}`;
export const isTopLevelGuide = (id: string): boolean => TOP_LEVEL_GUIDES.has(id);


/** `guides/sba-loans` or `blog/foo` (the form editors write in `related`) → its URL. */
export function relatedRefUrl(ref: string): string | undefined {
  const match = /^(guides|blog)\/([a-z0-9-]+)$/.exec(ref);
  if (!match) return undefined;
  return match[1] === 'guides' ? guideUrl(match[2]!) : articleUrl(match[2]!);
}
