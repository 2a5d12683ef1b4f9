/**
 * The 50-state + DC law reference: the enums the content schema uses, and every rule computed from the
 * data (coverage by amount, what is indexable, sort orders, titles, URLs). Pure: no Astro, no React.
 * The data itself is content/state-laws/*.yaml (transcribed from shared/state-laws.md).
 */
import type { ToleranceRule } from '../calculator/apr-tolerance';
import { capPhrase, type LawFacts } from './coverage';
import { realIsoDate } from '../content/date-rules';
import { formatIsoDate, shortDate } from '../content/dates';
import { ROUTES } from '../site/routes';
import type { OfficialSourceKind } from './official-sources';
import type { ComplaintRoute } from './complaints';

/** Whether the jurisdiction has a commercial-financing / sales-based-financing disclosure statute. */
export const LAW_STATUSES = ['in-force', 'enacted-not-in-force', 'none-found'] as const;
type LawStatus = (typeof LAW_STATUSES)[number];

/** What the disclosure law covers. */
export const LAW_SCOPES = ['commercial-financing', 'sales-based-financing', 'sales-based-financing-and-factoring'] as const;
type LawScope = (typeof LAW_SCOPES)[number];

/** The confession-of-judgment rule found for the jurisdiction (only rules verified in state-laws.md). */
export const COJ_RULES = [
  'general-ban',
  'void-pre-suit',
  'sbf-contract-ban',
  'void-contract',
  'out-of-state-filing-ban',
  'pjr-waiver-ban',
  'prohibited-from-2027',
  'not-surveyed',
  'unverified-secondary',
] as const;
type CojRule = (typeof COJ_RULES)[number];

/** Who must register or be licensed, as far as the sources say. */
export const REGISTRATION_RULES = ['providers-and-brokers', 'providers', 'brokers-only', 'annual-report', 'none', 'unsettled', 'not-applicable'] as const;
type RegistrationRule = (typeof REGISTRATION_RULES)[number];

export interface LawSource {
  title: string;
  url: string;
}

/** A statute, regulation, regulator page or bill on an official host (./official-sources.ts). */
export interface OfficialLawSource extends LawSource {
  kind: OfficialSourceKind;
}

interface DisclosureLaw {
  name: string;
  citation: string;
  scope: LawScope;
  /** Largest offer the disclosure duty covers, in dollars; null when there is no dollar cap. */
  capUsd: number | null;
  /** true for "up to and including" (≤), false for "under" (<). */
  capInclusive: boolean;
  capText: string;
  /** YYYY-MM-DD. */
  inForceDate: string;
  inForceText: string;
  aprRequired: boolean;
  disclosureSummary: string;
}

interface Bill {
  bill: string;
  summary: string;
}

/** A regulation section the disclosure check relies on. */
export interface MethodSection {
  role: 'historical' | 'opt-in' | 'estimates' | 'apr' | 'statute';
  citation: string;
  title: string;
  /** Only where the official text has a confirmed address (the statute); regulation sections are cited without one. */
  url?: string | undefined;
}

/** How the state's regulation says the estimated APR is worked out (California and New York). */
export interface AprMethod {
  historicalMonthsMin: number;
  historicalMonthsMax: number;
  historicalRule: string;
  sections: MethodSection[];
  /** Why the sections carry no link: no official copy online (New York's 23 NYCRR Part 600). */
  officialTextNotFound?: string | undefined;
}

/** One jurisdiction's entry, as the content schema returns it. */
export interface StateLawData {
  name: string;
  abbreviation: string;
  status: LawStatus;
  law?: DisclosureLaw | undefined;
  registration: string;
  registrationRule: RegistrationRule;
  coj: { rule: CojRule; text: string };
  pending: Bill[];
  unsettled: string[];
  ownerSummary: string;
  /** Official text, shown first. */
  officialSources: OfficialLawSource[];
  /** Secondary sources, shown after and labelled "analysis". */
  analysis: LawSource[];
  /** Why no official source is linked (only where none could be confirmed). */
  officialTextNotLinked?: string | undefined;
  lastReviewed: string;
  aprMethod?: AprMethod | undefined;
  /** When a disclosed APR counts as accurate, by the state's own rule (CA 10 CCR § 955(a), NY 23 NYCRR 600.4(a)). */
  aprTolerance?: ToleranceRule | undefined;
  /** Offices that take complaints about funders and brokers here (./complaints.ts). */
  complaints: ComplaintRoute[];
}

/** An entry with its file name (the URL slug). */
export interface StateLaw extends StateLawData {
  slug: string;
}

/** The date shared/state-laws.md was compiled: "no law found as of" this date. */
export const STATE_LAWS_COMPILED = '2026-11-22';

/** True for a real calendar date written YYYY-MM-DD (2026-02-30 is rejected). */
export const isCalendarDate = (value: string): boolean => realIsoDate(value) !== undefined;

export function hasLaw(entry: Pick<StateLawData, 'status' | 'law'>): entry is Pick<StateLawData, 'status'> & { law: DisclosureLaw } {
  return entry.status !== 'none-found' && entry.law !== undefined;
}

/** Is the disclosure law in force on `onDate` (YYYY-MM-DD)? */
export function isInForce(entry: Pick<StateLawData, 'status' | 'law'>, onDate: string): boolean {
  return hasLaw(entry) && entry.law.inForceDate <= onDate;
}

/** The facts of one entry as of `onDate` (YYYY-MM-DD): a law enacted but not yet in force counts as no law. */
export function lawFacts(entry: Pick<StateLawData, 'status' | 'law'>, onDate: string): LawFacts {
  const law = hasLaw(entry) ? entry.law : undefined;
  return {
    inForce: isInForce(entry, onDate),
    capUsd: law?.capUsd ?? null,
    capInclusive: law?.capInclusive ?? true,
    aprRequired: law?.aprRequired ?? false,
    salesBasedOnly: law ? law.scope !== 'commercial-financing' : false,
  };
}

/** COJ rules that were verified in a statute (not "not surveyed", not an unverified secondary claim). */
export function hasVerifiedCojRule(entry: Pick<StateLawData, 'coj'>): boolean {
  return entry.coj.rule !== 'not-surveyed' && entry.coj.rule !== 'unverified-secondary';
}

/**
 * Duplicate-content rule: a page is worth indexing only if it says something no other page says —
 * a law, a bill, a verified COJ rule or an unsettled point. The rest are built and linked, but
 * marked `noindex, follow` and left out of the sitemap.
 */
export function isIndexable(entry: Pick<StateLawData, 'status' | 'pending' | 'unsettled' | 'coj'>): boolean {
  return entry.status !== 'none-found' || entry.pending.length > 0 || entry.unsettled.length > 0 || hasVerifiedCojRule(entry);
}

export const stateLawPath = (slug: string): string => `${ROUTES.stateLaws}/${slug}`;

/** The hub's sort orders. `name` is the hub itself; the others are pre-sorted static copies (no JavaScript). */
export const SORT_KEYS = ['name', 'cap', 'in-force', 'apr'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/** Control label, the key in a sentence ("sorted by …"), the order in words, and the sorted column's aria-sort. */
export const SORT_LABELS: Record<SortKey, { column: string; noun: string; order: string; ariaSort: 'ascending' | 'descending' | 'other' }> = {
  name: { column: 'Jurisdiction', noun: 'name', order: 'A to Z', ariaSort: 'ascending' },
  cap: { column: 'Dollar cap', noun: 'dollar cap', order: 'widest coverage first', ariaSort: 'descending' },
  'in-force': { column: 'In force since', noun: 'date in force', order: 'oldest law first', ariaSort: 'ascending' },
  apr: { column: 'APR required', noun: 'APR requirement', order: 'APR required first', ariaSort: 'other' },
};

export const sortPath = (key: SortKey): string => (key === 'name' ? ROUTES.stateLaws : `${ROUTES.stateLaws}/sort/${key}`);

/** The URL a sorted copy of the hub lives at; every path under /sort/ is a sorted copy, never indexed. */
export const isSortPath = (path: string): boolean => path.replace(/\/+$/, '').startsWith(`${ROUTES.stateLaws}/sort/`);

const byName = (a: StateLawData, b: StateLawData) => a.name.localeCompare(b.name, 'en');
/** No cap sorts above every dollar cap; no law sorts last. */
const coverage = (e: StateLawData) => (hasLaw(e) ? (e.law.capUsd ?? Number.POSITIVE_INFINITY) : -1);
const inForceKey = (e: StateLawData) => (hasLaw(e) ? e.law.inForceDate : '9999-12-31');
/** APR required first, then laws without an APR, then no law. */
const aprRank = (e: StateLawData) => (hasLaw(e) ? (e.law.aprRequired ? 0 : 1) : 2);

const COMPARATORS: Record<SortKey, (a: StateLawData, b: StateLawData) => number> = {
  name: byName,
  cap: (a, b) => coverage(b) - coverage(a) || byName(a, b),
  'in-force': (a, b) => inForceKey(a).localeCompare(inForceKey(b)) || byName(a, b),
  apr: (a, b) => aprRank(a) - aprRank(b) || byName(a, b),
};

/** A new array in the given order; ties fall back to alphabetical. */
export function sortLaws<T extends StateLawData>(entries: readonly T[], key: SortKey): T[] {
  return [...entries].sort(COMPARATORS[key]);
}

/** The anchor of the hub's A–Z picker, where "back to the list" links lead. */
export const STATE_PICKER_ID = 'choose-a-state';

/** The anchor of a state's row in the hub's table (the A–Z picker and landing links jump to it). */
export const stateRowId = (slug: string) => `state-${slug}`;

/**
 * The hub's A–Z picker: one entry per first letter, pointing at the first jurisdiction (by name) under it,
 * and the last one under it (where a "back to the list" link goes). Letters with no state are left out.
 */
export function letterIndex(entries: ReadonlyArray<{ name: string; slug: string }>): Array<{ letter: string; first: string; last: string }> {
  const index: Array<{ letter: string; first: string; last: string }> = [];
  for (const entry of [...entries].sort((a, b) => a.name.localeCompare(b.name, 'en'))) {
    const letter = entry.name.charAt(0).toUpperCase();
    const current = index.at(-1);
    if (current?.letter === letter) current.last = entry.slug;
    else index.push({ letter, first: entry.slug, last: entry.slug });
  }
  return index;
}

export const SCOPE_LABELS: Record<LawScope, string> = {
  'commercial-financing': 'Commercial financing',
  'sales-based-financing': 'Sales-based financing only',
  'sales-based-financing-and-factoring': 'Sales-based financing and factoring',
};

/** Short labels for the hub table; each page gives the rule in full. */
export const COJ_LABELS: Record<CojRule, string> = {
  'general-ban': 'Void or barred generally',
  'void-pre-suit': 'Pre-suit COJs void',
  'sbf-contract-ban': 'Banned in sales-based financing contracts',
  'void-contract': 'Contracts with a COJ are void',
  'out-of-state-filing-ban': 'Cannot be filed against out-of-state businesses',
  'pjr-waiver-ban': 'Prejudgment-remedy waivers banned (not a COJ ban)',
  'prohibited-from-2027': 'Prohibited once the new law takes effect',
  'not-surveyed': 'None found; general law not surveyed',
  'unverified-secondary': 'Unsettled: secondary source only',
};

export const REGISTRATION_LABELS: Record<RegistrationRule, string> = {
  'providers-and-brokers': 'Providers and brokers',
  providers: 'Providers',
  'brokers-only': 'Brokers only',
  'annual-report': 'No registration; annual report to the regulator',
  none: 'None',
  unsettled: 'Unsettled',
  'not-applicable': '—',
};

export function statusLabel(entry: StateLawData): string {
  if (entry.status === 'in-force') return 'In force';
  if (entry.status === 'enacted-not-in-force') return `Enacted, in force ${entry.law ? formatIsoDate(entry.law.inForceDate) : 'later'}`;
  return `No law found as of ${formatIsoDate(STATE_LAWS_COMPILED)}`;
}

/** The sentence every no-law page uses: never "none exists". */
export function noLawFoundSentence(entry: Pick<StateLawData, 'name' | 'abbreviation'>): string {
  return `No ${noLawFoundTail(entry)}.`;
}

/** The same finding as a full sentence for running text ("We found no … as of …."), where a fragment would not read. */
export function weFoundNoLawSentence(entry: Pick<StateLawData, 'name' | 'abbreviation'>): string {
  return `We found no ${noLawFoundTail(entry).replace(' found in ', ' in ')}.`;
}

function noLawFoundTail(entry: Pick<StateLawData, 'name' | 'abbreviation'>): string {
  const kind = entry.abbreviation === 'DC' ? 'commercial-financing' : 'statewide commercial-financing';
  return `${kind} disclosure law found in ${jurisdictionInSentence(entry)} as of ${formatIsoDate(STATE_LAWS_COMPILED)}`;
}

/** Page title, at most 60 characters (the longest name gets the short form). */
export function pageTitle(entry: Pick<StateLawData, 'name'>): string {
  const full = `${entry.name} MCA & Commercial Financing Disclosure Law`;
  return full.length <= 60 ? full : `${entry.name} MCA & Commercial Financing Law`;
}

const SCOPE_NOUNS: Record<LawScope, string> = {
  'commercial-financing': 'offers',
  'sales-based-financing': 'sales-based financing',
  'sales-based-financing-and-factoring': 'advances and factoring',
};

/** "the District of Columbia" in a sentence; state names as they are. */
export const jurisdictionInSentence = (entry: Pick<StateLawData, 'name' | 'abbreviation'>): string =>
  entry.abbreviation === 'DC' ? 'the District of Columbia' : entry.name;

/** Meta description (50–160 characters), built from the entry's own facts so each is unique. */
export function pageDescription(entry: StateLawData): string {
  if (hasLaw(entry)) {
    const { law } = entry;
    const cap = capPhrase(law) ?? 'of any size';
    const when = entry.status === 'in-force' ? 'in force since' : 'in force from';
    const apr = law.aprRequired ? 'requires an estimated APR' : 'requires no APR';
    return `${entry.name}'s MCA disclosure law covers ${SCOPE_NOUNS[law.scope]} ${cap}, ${when} ${shortDate(law.inForceDate)}, and ${apr}. What it means for you.`;
  }
  const where = jurisdictionInSentence(entry);
  const tail = entry.pending.length > 0 ? 'bills, sources and what it means for an MCA offer.' : 'what that means for an MCA offer, with sources.';
  return `No commercial-financing disclosure law found in ${where} as of ${shortDate(STATE_LAWS_COMPILED)}: ${tail}`;
}

/** Counts for the hub's introduction, computed so the text cannot drift from the data. */
export function lawCounts(entries: readonly StateLawData[]): { enacted: number; inForce: number; notYet: number; total: number } {
  const inForce = entries.filter((e) => e.status === 'in-force').length;
  const notYet = entries.filter((e) => e.status === 'enacted-not-in-force').length;
  return { enacted: inForce + notYet, inForce, notYet, total: entries.length };
}
