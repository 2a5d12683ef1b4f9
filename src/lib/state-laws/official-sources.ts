/**
 * What counts as an official source of law, in one place: the state-law schema, the state-law pages, the
 * landing pages' "statute text" links and the build test all read this module. Pure: no Astro, no React.
 */

/** What an official source is. */
export const OFFICIAL_SOURCE_KINDS = ['statute', 'regulation', 'regulator-guidance', 'bill'] as const;
export type OfficialSourceKind = (typeof OFFICIAL_SOURCE_KINDS)[number];

export const OFFICIAL_SOURCE_KIND_LABELS: Record<OfficialSourceKind, string> = {
  statute: 'Statute',
  regulation: 'Regulation',
  'regulator-guidance': 'Regulator guidance',
  bill: 'Bill text',
};

/**
 * Hosts of official legal text that do not end in .gov: state legislatures' code and bill hosts on other
 * top-level domains. Add a host only after checking that the legislature or regulator runs it.
 */
export const OFFICIAL_HOSTS: readonly string[] = [
  // The Kansas Legislature. (The Revisor of Statutes moved from ksrevisor.org to ksrevisor.gov.)
  'kslegislature.org',
  // Mississippi Legislature bill status.
  'billstatus.ls.state.ms.us',
  // The Texas Administrative Code viewer of the Texas Secretary of State (a state.tx.us host, not .gov).
  'texreg.sos.state.tx.us',
  // The California Code of Regulations, published officially by the state's contracted publisher (only this path).
  'govt.westlaw.com/calregs',
  // Florida Attorney General's own site (the office that alone enforces Fla. Stat. § 559.961 ff.).
  'myfloridalegal.com',
  // Louisiana Attorney General, Consumer Protection Section.
  'ag.state.la.us',
];

/**
 * Hosts never published as a source anywhere on the site: content farms, aggregators, political blogs and
 * mirrors of statute text (issue #25). The build test fails on any link to them.
 */
export const BLOCKED_HOSTS: readonly string[] = [
  'world-today-news.com',
  'fastdemocracy.com',
  'iiab.me',
  'veeto.app',
  'reformaustin.org',
  'capitolfax.com',
  'legiscan.com',
  'app.legiplex.com',
  'open.pluralpolicy.com',
  'calmatters.digitaldemocracy.org',
  'amendment.app',
  'reg-track.com',
  'self-law.org',
  'lexace.ai',
  'casetext.com',
  'regulations.justia.com',
  'syfert.com',
  'statutes.laws-info.com',
  'cpo.soar.com',
  'codifylegalpublishing.com',
  'borrowersbillofrights.org',
  'capflowfunding.com',
  'risealliance.com',
];

/** The URL's host, lowercase, without a trailing dot or "www."; undefined when it is not a URL. */
export function hostOf(url: string): string | undefined {
  try {
    return new URL(url).hostname
      .toLowerCase()
      .replace(/\.$/, '')
      .replace(/^www\./, '');
  } catch {
    return undefined;
  }
}

const onHost = (host: string, listed: string) => host === listed || host.endsWith(`.${listed}`);

/** An https page on a .gov host or on one of OFFICIAL_HOSTS (an entry with a path: only under that path). */
export function isOfficialUrl(url: string): boolean {
  const host = hostOf(url);
  if (!host || !url.startsWith('https://')) return false;
  const path = new URL(url).pathname;
  return (
    host.endsWith('.gov') ||
    OFFICIAL_HOSTS.some((listed) => {
      const [listedHost = '', ...rest] = listed.split('/');
      const prefix = rest.length ? `/${rest.join('/')}/` : '/';
      return onHost(host, listedHost) && `${path}/`.startsWith(prefix);
    })
  );
}

/**
 * Why a URL cannot be a source, or undefined when it can: a source is one dated page, in English. Archive,
 * tag, category, author and paged listings change as posts are added, and a path under a language code other
 * than English is a translation (the site cites the original) (issue 44).
 */
export function unfitSourceReason(url: string): string | undefined {
  let path: string;
  try {
    path = new URL(url).pathname.toLowerCase();
  } catch {
    return undefined;
  }
  const segments = path.split('/').filter(Boolean);
  if (segments.some((s) => ['tag', 'tags', 'category', 'categories', 'author', 'authors', 'archive', 'archives'].includes(s)))
    return 'an archive, tag, category or author listing, whose content changes';
  if (/\/page\/\d+\/?$/.test(path)) return 'a paged listing, whose content changes';
  const lang = segments.find((s) => /^[a-z]{2}(-[a-z]{2})?$/.test(s) && NON_ENGLISH_LANGS.has(s.slice(0, 2)));
  if (lang && segments.indexOf(lang) === 0) return `a translation (the path starts with "/${lang}/"): cite the English original`;
  return undefined;
}

/** Language codes that mark a translated copy when they open a path (ISO 639-1; "en" is the original). */
const NON_ENGLISH_LANGS: ReadonlySet<string> = new Set(['ar', 'de', 'es', 'fr', 'it', 'ja', 'ko', 'nl', 'pl', 'pt', 'ru', 'sv', 'tr', 'zh']);

/** A link to a host the site never cites. */
export function isBlockedUrl(url: string): boolean {
  const host = hostOf(url);
  return host !== undefined && BLOCKED_HOSTS.some((listed) => onHost(host, listed));
}

/** How a link to an official source is labelled, by kind ("statute text", "bill text"…). */
export const OFFICIAL_LINK_LABELS: Record<OfficialSourceKind, string> = {
  statute: 'statute text',
  regulation: 'regulation text',
  'regulator-guidance': "regulator's guidance",
  bill: 'bill text',
};

export interface OfficialLink {
  href: string;
  label: string;
  /** What the link opens (a Spanish page labels it in Spanish). */
  kind: OfficialSourceKind;
}

/**
 * The link beside a law's citation: its first official source (a statute before a regulation, guidance or
 * bill), labelled for what it is. Undefined when the entry has no law or no official source: callers then
 * link the state's page in our law reference, never a secondary page.
 */
export function officialLawLink(entry: {
  status: string;
  officialSources: ReadonlyArray<{ url: string; kind: OfficialSourceKind }>;
}): OfficialLink | undefined {
  if (entry.status === 'none-found') return undefined;
  const rank = (kind: OfficialSourceKind) => OFFICIAL_SOURCE_KINDS.indexOf(kind);
  const first = [...entry.officialSources].filter((s) => isOfficialUrl(s.url)).sort((a, b) => rank(a.kind) - rank(b.kind))[0];
  return first ? { href: first.url, label: OFFICIAL_LINK_LABELS[first.kind], kind: first.kind } : undefined;
}

/** Link labels that claim to open a law's text: a link with one of these must go to an official host. */
const LAW_TEXT_LABELS = [...Object.values(OFFICIAL_LINK_LABELS), 'source text'];

/** Links in built HTML whose visible text claims the law's text ("statute text", "bill text"…), with their href. */
export function lawTextLinks(html: string): Array<{ label: string; href: string }> {
  const links: Array<{ label: string; href: string }> = [];
  for (const m of html.matchAll(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)) {
    // The new-tab note for screen readers is not part of the label.
    const label = m[2]!
      .replace(/<span class="sr-only">[\s\S]*?<\/span>/g, '')
      .replace(/<[^>]+>/g, '')
      .replace(/&#39;|&#x27;|&rsquo;|’/g, "'")
      .trim()
      .toLowerCase();
    if (LAW_TEXT_LABELS.includes(label)) links.push({ label, href: m[1]!.replace(/&amp;/g, '&') });
  }
  return links;
}

/**
 * Links whose text claims the law's text but whose href is not an official URL, as "label → href". The
 * build test runs it over dist/ and over a failing fixture.
 */
export function unofficialLawTextLinks(html: string): string[] {
  return lawTextLinks(html)
    .filter((link) => !isOfficialUrl(link.href))
    .map((link) => `${link.label} → ${link.href}`);
}
