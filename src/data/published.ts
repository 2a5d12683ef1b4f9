/**
 * The one place that decides what is published. Every route, listing, feed, sitemap entry and
 * search index reads content through these functions, so a draft can never leak into one of them.
 */
import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import { entryUrl, relatedRefUrl } from '@/lib/content/urls';
import { PAGE_PAIRS } from '@/lib/i18n/pages';
import type { Lang } from '@/lib/i18n/lang';
import { readingMinutes } from '@/lib/content/reading-time';
import { FAQ_TOPICS, type FaqTopic } from './faq-topics';
import type { QA } from '@/lib/site/head';

export type Guide = CollectionEntry<'guides'>;
export type Article = CollectionEntry<'blog'>;
export type SitePage = CollectionEntry<'pages'>;
export type HelpPage = CollectionEntry<'help'>;
type Editorial = Guide | Article | SitePage;

/** Drafts are visible in `npm run dev` only. */
const isPublished = ({ data }: { data: { draft: boolean } }) => import.meta.env.DEV || !data.draft;

/** Published, in one language (English by default: listings, feeds and search are English-only). */
const publishedIn =
  (lang: Lang) =>
  (entry: { data: { draft: boolean; lang: Lang } }): boolean =>
    isPublished(entry) && entry.data.lang === lang;

const ES_PATHS = new Set<string>(Object.values(PAGE_PAIRS).map((pair) => pair.es));
const EN_BY_ES = new Map<string, string>(Object.values(PAGE_PAIRS).map((pair) => [pair.es, pair.en]));

/**
 * A Spanish entry must sit in its collection's es/ folder under the name of its path in the table of page
 * pairs (src/lib/i18n/pages.ts), and name that path's English twin as its original: otherwise the build
 * stops here, naming the file.
 */
function checkTranslation(entry: Editorial): void {
  const { lang, translationOf } = entry.data;
  const spanishFolder = entry.id.startsWith('es/');
  if ((lang === 'es') !== spanishFolder)
    throw new Error(`${fileOf(entry)}: lang is "${lang}", but ${spanishFolder ? 'the file is in an es/ folder' : 'the file is not in the es/ folder'}.`);
  if (lang !== 'es') return;
  const url = urlOf(entry);
  if (!ES_PATHS.has(url)) throw new Error(`${fileOf(entry)}: ${url} is not a Spanish path in src/lib/i18n/pages.ts: name the file after its path there.`);
  const original = translationOf ? entryUrl(translationOf.split('/')[0] as Editorial['collection'], translationOf.split('/')[1] ?? '') : '';
  if (original !== EN_BY_ES.get(url)) {
    throw new Error(
      `${fileOf(entry)}: translationOf "${translationOf ?? ''}" is not the English twin of ${url} (${EN_BY_ES.get(url)}) in src/lib/i18n/pages.ts.`,
    );
  }
}

async function editorialIn<C extends 'guides' | 'blog' | 'pages'>(collection: C, lang: Lang) {
  const entries = await getCollection(collection, publishedIn(lang));
  for (const entry of entries) checkTranslation(entry as Editorial);
  return entries;
}

const newestFirst = (a: Article, b: Article) => b.data.publishDate.getTime() - a.data.publishDate.getTime();

export async function getGuides(lang: Lang = 'en'): Promise<Guide[]> {
  const guides = (await editorialIn('guides', lang)) as Guide[];
  return guides.sort((a, b) => a.data.title.localeCompare(b.data.title, lang));
}

export async function getArticles(lang: Lang = 'en'): Promise<Article[]> {
  return ((await editorialIn('blog', lang)) as Article[]).sort(newestFirst);
}

export async function getSitePages(lang: Lang = 'en'): Promise<SitePage[]> {
  return (await editorialIn('pages', lang)) as SitePage[];
}

export const urlOf = (entry: Editorial): string => entryUrl(entry.collection, entry.id);

/** `content/blog/x.mdx` — how errors name a file for the editor. */
const fileOf = (entry: Editorial) => entry.filePath ?? `content/${entry.collection}/${entry.id}.mdx`;

/** The help center's situation pages in one language, in their `order` (content/help). */
export async function getHelpPages(lang: Lang = 'en'): Promise<HelpPage[]> {
  const pages = await getCollection('help', publishedIn(lang));
  return pages.sort((a, b) => a.data.order - b.data.order);
}

interface RelatedLink {
  title: string;
  description: string;
  url: string;
  kind: 'Guide' | 'Article';
}

/** Related guides and articles, each checked to be published: a link to a draft or a missing page fails the build. */
async function relatedLinks(refs: readonly string[], lang: Lang, file: string): Promise<RelatedLink[]> {
  const published = [...(await getGuides(lang)), ...(await getArticles(lang))];
  return refs.map((ref, index) => {
    const url = relatedRefUrl(ref);
    const target = published.find((candidate) => urlOf(candidate) === url);
    if (!target) {
      throw new Error(`${file}: related[${index}] "${ref}" is not a published guide or article.`);
    }
    return {
      title: target.data.title,
      description: target.data.description,
      url: urlOf(target),
      kind: target.collection === 'guides' ? 'Guide' : 'Article',
    };
  });
}

export const resolveRelated = (entry: Editorial): Promise<RelatedLink[]> => relatedLinks(entry.data.related, entry.data.lang, fileOf(entry));
export const resolveHelpRelated = (entry: HelpPage): Promise<RelatedLink[]> =>
  relatedLinks(entry.data.related, entry.data.lang, entry.filePath ?? `content/help/${entry.id}.mdx`);

/** Frontmatter FAQs: inline items as they are, references looked up in content/faq. */
export async function resolveFaq(entry: Editorial): Promise<QA[]> {
  return Promise.all(
    entry.data.faq.map(async (item, index) => {
      if (typeof item !== 'string') return item;
      const found = await getEntry('faq', item);
      if (!found) throw new Error(`${fileOf(entry)}: faq[${index}] "${item}" is not an entry in content/faq.`);
      return { question: found.data.question, answer: found.data.answer };
    }),
  );
}

export async function resolveAuthor(entry: Guide | Article) {
  const author = await getEntry('authors', entry.data.author);
  if (!author) throw new Error(`${fileOf(entry)}: author "${entry.data.author}" is not in content/authors.`);
  return author.data;
}

export const readingTimeOf = (entry: Editorial): number => readingMinutes(entry.body ?? '');

interface FaqGroup {
  topic: FaqTopic;
  items: Array<QA & { id: string }>;
}

export async function getFaqGroups(lang: Lang = 'en'): Promise<FaqGroup[]> {
  const entries = await getCollection('faq', publishedIn(lang));
  return FAQ_TOPICS.map((topic) => ({
    topic,
    items: entries
      .filter((entry) => entry.data.topic === topic)
      .sort((a, b) => a.data.order - b.data.order || a.data.question.localeCompare(b.data.question, lang))
      .map((entry) => ({ id: entry.id, question: entry.data.question, answer: entry.data.answer })),
  })).filter((group) => group.items.length > 0);
}

export interface GlossaryTerm {
  id: string;
  term: string;
  definition: string;
  example?: string;
  synonyms: string[];
  sources: { title: string; url: string }[];
  /** The covering guide or article, checked to be published. */
  guide: { title: string; url: string };
}

/**
 * The glossary A–Z, each term's covering page resolved: a term pointing at a draft or missing page fails the
 * build. In Spanish (content/glossary/es.yaml) the covering page is the guide's Spanish twin where it has one,
 * else the English guide (`inEnglish`).
 */
export async function getGlossary(lang: Lang = 'en'): Promise<Array<GlossaryTerm & { inEnglish: boolean }>> {
  const published = [...(await getGuides()), ...(await getArticles())];
  const spanish = lang === 'es' ? [...(await getGuides('es')), ...(await getArticles('es'))] : [];
  const entries = lang === 'es' ? await getCollection('glossaryEs') : await getCollection('glossary');
  const file = lang === 'es' ? 'content/glossary/es.yaml' : 'content/glossary/terms.yaml';
  return entries
    .map(({ data }) => {
      const url = relatedRefUrl(data.guide);
      const target = published.find((candidate) => urlOf(candidate) === url);
      if (!target) throw new Error(`${file}: "${data.id}" guide "${data.guide}" is not a published guide or article.`);
      const twin = spanish.find((candidate) => EN_BY_ES.get(urlOf(candidate)) === url);
      const shown = twin ?? target;
      return { ...data, guide: { title: shown.data.title, url: urlOf(shown) }, inEnglish: lang === 'es' && !twin };
    })
    .sort((a, b) => a.term.localeCompare(b.term, lang, { sensitivity: 'base' }));
}
