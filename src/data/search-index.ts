/**
 * Each language's site-search index, built from the same queries the pages are built from (published
 * content, the glossary, the FAQ, the tools' own titles and descriptions, the state-law reference, the
 * places): a page or entry that is not published or not indexable is not in it. Served as one static JSON
 * file per language (src/pages/search-index/[lang].json.ts) and listed by kind on the search page.
 */
import { getArticles, getFaqGroups, getGlossary, getGuides, getHelpPages, getSitePages, urlOf, type Article, type Guide, type SitePage } from './published';
import { helpUrl } from '@/lib/content/urls';
import { getStateLaws } from './state-laws';
import { getStateLawsEs } from './state-laws-es';
import { STATE_LAW_PAGE_TEXT } from '@/lib/state-laws/page-text';
import { HUB_TEXT } from '@/lib/state-laws/hub-text-by-lang';
import { loadPlaces } from './places';
import { faqTopicAnchor, FAQ_TOPICS_ES } from './faq-topics';
import { cutText, headingsOf, type SearchDoc } from '@/lib/search/site-search';
import { ROUTES } from '@/lib/site/routes';
import { ES_ROUTES } from '@/lib/i18n/pages';
import { stateLawPathEs } from '@/lib/i18n/twins';
import { ES_ROUTE_NAMES, ROUTE_NAMES, TOOL_KEYS } from '@/lib/site/nav';
import { TOOL_META } from '@/lib/site/tool-meta';
import { GLOSSARY_PATH, GLOSSARY_PATH_ES } from '@/lib/glossary/terms';
import { hasLaw, hasVerifiedCojRule, isIndexable, stateLawPath } from '@/lib/state-laws/rules';
import { stateIndustryUrlIn, statePageUrlIn } from '@/lib/landing/urls-in';
import { LANDING_TITLES } from '@/lib/landing/titles';
import { landingWords } from './landing-es';
import { sitemapEntries } from './sitemap';
import { langOfPath } from '@/lib/i18n/lang';
import type { RouteKey } from '@/lib/site/routes';
import type { PairKey } from '@/lib/i18n/pages';
import type { Lang } from '@/lib/i18n/lang';

/** Text is cut to this many characters: enough to match the words a reader types and to show them, small to ship. */
const TEXT_LENGTH = 500;
/** Pages that are not worth a search result: the 404 pages, the home pages (the logo leads there) and the search pages. */
const NOT_SEARCHED = new Set(['/404', '/es/404', '/', '/es', ROUTES.search, ES_ROUTES.search]);

/** Leaves an empty list out of the shipped JSON. */
const nonEmpty = (list: string[]): string[] | undefined => (list.length > 0 ? list : undefined);

const editorialDoc = (entry: Guide | Article | SitePage): SearchDoc => ({
  k: entry.collection === 'guides' ? 'guide' : entry.collection === 'blog' ? 'article' : 'page',
  t: entry.data.title,
  u: urlOf(entry),
  d: entry.data.description,
  h: nonEmpty(headingsOf(entry.body ?? '')),
});

async function toolDocs(lang: Lang): Promise<SearchDoc[]> {
  if (lang === 'en') return TOOL_KEYS.map((key) => ({ k: 'tool', t: ROUTE_NAMES[key], u: ROUTES[key], d: TOOL_META.en[key].description }));
  return TOOL_KEYS.map((key) => ({ k: 'tool' as const, t: ES_ROUTE_NAMES[key], u: ES_ROUTES[key], d: TOOL_META.es[key].description }));
}

/**
 * English: each indexable state page, with its law's name and citation, its confession-of-judgment rule where
 * one was verified (an unverified one would match every "confession of judgment" search) and its owner
 * summary. Spanish: each state's row on the Spanish hub, in the hub's Spanish words.
 */
async function lawDocs(lang: Lang): Promise<SearchDoc[]> {
  const laws = lang === 'es' ? await getStateLawsEs() : await getStateLaws();
  const t = STATE_LAW_PAGE_TEXT[lang];
  const path = lang === 'es' ? stateLawPathEs : stateLawPath;
  return laws.filter(isIndexable).map((law) => ({
    k: 'law',
    t: law.name,
    u: path(law.slug),
    d: cutText(`${t.description(law)} ${law.ownerSummary}`, TEXT_LENGTH),
    h: nonEmpty([
      ...(hasLaw(law) ? [`${law.law.name}, ${law.law.citation}`] : []),
      ...(hasVerifiedCojRule(law) ? [`${t.facts.coj}: ${HUB_TEXT[lang].coj[law.coj.rule]}`] : []),
    ]),
  }));
}

/** The landing pages: each state's page and its state × industry pages, in the language's words. */
async function placeDocs(lang: Lang): Promise<SearchDoc[]> {
  const places = await loadPlaces();
  const words = await landingWords(lang);
  const titles = LANDING_TITLES[lang];
  return places.states.flatMap((state) => {
    const s = words.state(state.id);
    return [
      { k: 'place' as const, t: titles.state(s.name), u: statePageUrlIn(lang, state.id), d: cutText(s.economy, TEXT_LENGTH) },
      ...places.industries.map((industry) => {
        const ind = words.industry(industry.id);
        return {
          k: 'place' as const,
          t: titles.stateIndustry(ind.name, ind.businessNoun, s.name),
          u: stateIndustryUrlIn(lang, state.id, industry.id),
          d: cutText(ind.description, TEXT_LENGTH / 2),
        };
      }),
    ];
  });
}

/**
 * Every other page the sitemap lists in this language (the hubs and lists: guides, blog, resources, the
 * state-law hub, the glossary, the FAQ), under its menu name, so no indexable page is missing from search.
 */
async function hubDocs(lang: Lang, covered: ReadonlySet<string>): Promise<SearchDoc[]> {
  const names = new Map<string, string>(
    lang === 'es'
      ? (Object.keys(ES_ROUTE_NAMES) as PairKey[]).map((key) => [ES_ROUTES[key], ES_ROUTE_NAMES[key]])
      : (Object.keys(ROUTE_NAMES) as RouteKey[]).map((key) => [ROUTES[key], ROUTE_NAMES[key]]),
  );
  const kindOf = (path: string): SearchDoc['k'] =>
    path === ROUTES.stateLaws || path === ES_ROUTES.stateLaws ? 'law' : path === ROUTES.byLocation || path === ES_ROUTES.byLocation ? 'place' : 'page';
  return (await sitemapEntries())
    .map((entry) => entry.path)
    .filter((path) => langOfPath(path) === lang && !covered.has(path) && !NOT_SEARCHED.has(path))
    .map((path) => {
      const name = names.get(path);
      if (!name) throw new Error(`Search index: ${path} is in the sitemap but has no name in src/lib/site/nav.ts to list it under.`);
      return { k: kindOf(path), t: name, u: path, d: '' };
    });
}

export async function searchDocs(lang: Lang): Promise<SearchDoc[]> {
  const editorial = [...(await getGuides(lang)), ...(await getArticles(lang)), ...(await getSitePages(lang))].filter(
    (entry) => !NOT_SEARCHED.has(urlOf(entry)),
  );
  const glossaryPath = lang === 'es' ? GLOSSARY_PATH_ES : GLOSSARY_PATH;
  const glossary = (await getGlossary(lang)).map((term): SearchDoc => ({
    k: 'glossary',
    t: term.term,
    u: `${glossaryPath}#${term.id}`,
    d: cutText(term.definition, TEXT_LENGTH),
  }));
  const faqPath = lang === 'es' ? ES_ROUTES.faq : ROUTES.faq;
  const faq = (await getFaqGroups(lang)).flatMap((group) =>
    group.items.map((item): SearchDoc => ({
      k: 'faq',
      t: item.question,
      u: `${faqPath}#${lang === 'es' ? FAQ_TOPICS_ES[group.topic].anchor : faqTopicAnchor(group.topic)}`,
      d: cutText(item.answer, TEXT_LENGTH),
    })),
  );
  // The help centre's situation pages, by the owner's own words (their H1 is the situation).
  const help = (await getHelpPages(lang)).map((entry): SearchDoc => ({
    k: 'page',
    t: entry.data.situation,
    u: helpUrl(entry.id),
    d: cutText(entry.data.description, TEXT_LENGTH),
  }));
  const docs = [...editorial.map(editorialDoc), ...help, ...(await toolDocs(lang)), ...(await lawDocs(lang)), ...(await placeDocs(lang)), ...glossary, ...faq];
  return [...docs, ...(await hubDocs(lang, new Set(docs.map((doc) => doc.u))))];
}
