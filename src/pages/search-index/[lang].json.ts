import type { GetStaticPaths } from 'astro';
import { searchDocs } from '@/data/search-index';
import { LANGS, type Lang } from '@/lib/i18n/lang';
import type { SearchIndex } from '@/lib/search/site-search';

/** /search-index/en.json and /search-index/es.json (SEARCH_INDEX_URL): fetched when a reader first focuses a search box. */
export const getStaticPaths = (() => LANGS.map((lang) => ({ params: { lang } }))) satisfies GetStaticPaths;

export async function GET({ params }: { params: { lang: Lang } }) {
  const index: SearchIndex = { lang: params.lang, docs: await searchDocs(params.lang) };
  return new Response(JSON.stringify(index), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}
