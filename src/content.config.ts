import { defineCollection } from 'astro:content';
import { z as zod } from 'astro/zod';
import { file, glob } from 'astro/loaders';
import { parseGlossaryYaml } from './lib/glossary/parse';
import { OTHER_PRODUCT_IDS } from './lib/landing/products';
import { FAQ_TOPICS } from './data/faq-topics';
import { dateMessage, parseContentDate } from './lib/content/date-rules';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { COJ_RULES, LAW_SCOPES, LAW_STATUSES, REGISTRATION_RULES } from './lib/state-laws/rules';
import { OFFICIAL_SOURCE_KINDS, isBlockedUrl, isOfficialUrl, unfitSourceReason } from './lib/state-laws/official-sources';
import { isoDate } from './lib/content/dates';
import { LANGS } from './lib/i18n/lang';
import { unknownFieldMessage } from './lib/content/unknown-fields';
import { entryId, idRegistry } from './lib/content/entry-ids';
import { TOLERANCE_MEASURES } from './lib/calculator/apr-tolerance';
import { BUSINESS_COMPLAINT_STANCES, needsComplaintRoute } from './lib/state-laws/complaints';
import { ROUTES } from './lib/site/routes';

/** References are checked against the files on disk so a typo fails the build naming the file and field. */
const contentRoot = join(process.cwd(), 'content');
const contentFileExists = (dir: string, id: string, extensions: readonly string[]) =>
  extensions.some((ext) => existsSync(join(contentRoot, dir, `${id}.${ext}`)));

/** Files whose name starts with `_` are ignored: a place for notes and work in progress. */
const MDX_FILES = '**/[^_]*.{md,mdx}';
const YAML_FILES = '**/[^_]*.{yaml,yml}';

/**
 * Every glob-loaded collection: the files matching `pattern` in `folder`, each entry's id its file name (or
 * `slug:`), and two files with one id (`sba-loans.md` beside `sba-loans.mdx`) stop the build naming both
 * (src/lib/content/entry-ids.ts); Astro alone would let one replace the other.
 */
const contentGlob = (pattern: string, folder: string) => {
  const register = idRegistry(folder, (entry) => existsSync(join(process.cwd(), folder, entry)));
  return glob({ pattern, base: `./${folder}`, generateId: ({ entry, data }) => register(entry, entryId(entry, data, folder)) });
};

/**
 * THE object rule, for every object in every schema: strict, so an unknown or misspelt field (`capUsdd`
 * beside `capUsd`, `foo` at the top of a file) stops the build naming the file and the field, instead of
 * being dropped with the figure it was meant to carry. Built as a loose object checked key by key rather
 * than zod's strictObject, so each unknown field is reported at its own path (law.capUsdd, foo), even beside
 * other errors (`when`), with the nearest real field suggested.
 */
const strict = <T extends zod.core.$ZodLooseShape>(shape: T) =>
  // eslint-disable-next-line no-restricted-properties -- the one place the rule is built
  zod.looseObject(shape).superRefine(
    (value, ctx) => {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return;
      const known = Object.keys(shape);
      for (const key of Object.keys(value)) {
        if (!Object.hasOwn(shape, key))
          ctx.addIssue({ code: 'custom', path: [key], message: unknownFieldMessage(key, known), input: value[key as keyof typeof value] });
      }
    },
    { when: () => true },
  );

/**
 * zod, with `z.object` strict (above): every schema in this file, and every field or block added to one,
 * refuses fields it does not know. ESLint keeps zod's own object builders out of this file.
 */
const z = { ...zod, object: strict };

/**
 * THE content date rule, for every collection: a real calendar date written YYYY-MM-DD, quoted or not
 * (src/lib/content/date-rules.ts); the message names the field. An unquoted impossible date, which YAML
 * rolls over before any schema sees it, is caught in the file's text by the content-dates integration.
 */
const contentDate = (field: string) =>
  z.union([z.date(), z.string()], { error: () => dateMessage(field, '') }).transform((value, ctx) => {
    const date = parseContentDate(value);
    if (!date) ctx.addIssue({ code: 'custom', message: dateMessage(field, value instanceof Date ? value.toISOString() : value) });
    return date ?? new Date(NaN);
  });

/** The same rule, the value kept as its "YYYY-MM-DD" text (the state-law data compares and prints dates as text). */
const contentDateText = (field: string) => contentDate(field).transform((date) => (Number.isNaN(date.getTime()) ? '' : isoDate(date)));

const sourceUrlRule = (schemes: string) =>
  `A source url must be a full web address starting with ${schemes}, e.g. https://www.sba.gov/funding-programs/loans/7a-loans.`;
/** A full web address with one of the given schemes; the message says which (abort: one message, not three). */
const webAddress = (protocol: RegExp, prefix: RegExp, rule: string) =>
  z
    .url({ protocol, abort: true, error: (issue) => (typeof issue.input === 'string' ? rule : 'Give each source a url (https://…).') })
    .regex(prefix, rule)
    // One dated page in English: never a tag, category or archive listing, never a translation (issue 44).
    .refine((url) => !unfitSourceReason(url), {
      error: (issue) => `"${String(issue.input)}" is ${unfitSourceReason(String(issue.input)) ?? 'not a fit source'}. Cite the dated article itself.`,
    });
/**
 * THE source-URL rules. Guides, articles and site pages link their sources over https only (the schema says
 * so, and tests/build/sources.test.ts checks the built pages); the state-law reference also takes http://,
 * because a few of its sources have no https address.
 */
const httpsSourceUrl = webAddress(/^https$/, /^https:\/\//, sourceUrlRule('https://'));
const sourceUrl = webAddress(/^https?$/, /^https?:\/\//, sourceUrlRule('https:// or http://'));

/**
 * An address on an official host (src/lib/state-laws/official-sources.ts): a legislature's, a regulator's or
 * another .gov site. `then` says what to do instead, where the field may be left out.
 */
const officialUrl = (then = '') =>
  sourceUrl.refine(isOfficialUrl, {
    error: (issue) => `"${String(issue.input)}" is not on an official host (.gov or a host listed in src/lib/state-laws/official-sources.ts)${then}.`,
  });

/**
 * A translation names its English original and the original's `updatedDate` it was translated from; a build
 * test (tests/build/i18n.test.ts) fails when the original has been reviewed since, so a translation cannot
 * silently go stale. Translations live in an `es/` folder beside the originals, named by their Spanish path
 * in src/lib/i18n/pages.ts.
 */
const translationFields = {
  /** `en` (the default) or `es`. Spanish entries live in the collection's `es/` folder. */
  lang: z.enum(LANGS).default('en'),
  /** The English original, e.g. `guides/merchant-cash-advance` (for FAQ entries, the file name). */
  translationOf: z
    .string()
    .regex(/^((guides|blog|pages|help)\/)?[a-z0-9-]+$/, 'Name the English original as "<collection>/<file name>", e.g. guides/merchant-cash-advance.')
    .optional(),
  /** The English original's updatedDate when this translation was made, YYYY-MM-DD. */
  translatedFrom: contentDate('translatedFrom').optional(),
};

/** A Spanish entry names its original and the date it was translated from; an English one names neither. */
const translationComplete = (entry: { lang: string; translationOf?: string; translatedFrom?: Date }) =>
  entry.lang === 'en'
    ? entry.translationOf === undefined && entry.translatedFrom === undefined
    : entry.translationOf !== undefined && entry.translatedFrom !== undefined;
const translationRule = {
  message: 'A translation (lang: es) needs translationOf and translatedFrom; an English entry has neither.',
  path: ['translationOf'],
};

/** Fields shared by guides, articles and site pages. */
const pageFields = {
  ...translationFields,
  /** Shown as the H1 and in the browser tab. At most 60 characters so search results do not cut it. */
  title: z.string().min(5).max(60, 'Keep the title to 60 characters or fewer (search results cut longer ones).'),
  /** The meta description: 50–160 characters, a plain sentence that says what the reader will learn. */
  description: z
    .string()
    .min(50, 'Write a description of at least 50 characters.')
    .max(160, 'Keep the description to 160 characters or fewer (search results cut longer ones).'),
  /** First published, YYYY-MM-DD. */
  publishDate: contentDate('publishDate'),
  /** Last reviewed, YYYY-MM-DD: shown on the page as "Last reviewed" and used as the sitemap's lastmod. */
  updatedDate: contentDate('updatedDate'),
  /** Drafts appear in `npm run dev` only: never in the production build, sitemap, RSS or search. */
  draft: z.boolean().default(false),
  /**
   * Optional: the page's URL name when it is not the file name (lowercase words joined by hyphens). Counted
   * as the file name by the one-file-per-entry rule; known here so the schema never rejects it before that
   * rule names both files (the loader reads files in no fixed order).
   */
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Write slug: as lowercase words joined by hyphens, e.g. sba-loans.')
    .optional(),
};

/**
 * One question and its answer, with the same limits wherever they are written (content/faq, a guide's or
 * article's `faq`, an industry's `faq`). Plain text, no markdown: it also goes into the FAQPage structured data.
 */
const qaFields = {
  question: z.string().min(10).max(200),
  answer: z.string().min(20).max(1200),
};

/** An inline question and answer, or the id of an entry in content/faq. */
const faqItem = z.union([
  z.object(qaFields),
  z
    .string()
    .regex(/^(es\/)?[a-z0-9-]+$/, 'Refer to an FAQ entry by its file name, e.g. is-an-mca-a-loan (es/is-an-mca-a-loan for its Spanish twin).')
    .refine((id) => contentFileExists('faq', id, ['yaml', 'yml']), { error: (issue) => `No FAQ entry "${String(issue.input)}" in content/faq.` }),
]);

/**
 * One source behind the page's legal or numeric claims: a statute, regulation, regulator page,
 * court case or SBA SOP. Listed under "Sources" at the end of the page as a plain (not sponsored) link.
 */
const source = z.object({
  /** What the source is, as a reader would cite it, e.g. "SBA SOP 50 10 8". */
  title: z.string().min(5, 'Give each source a title of at least 5 characters, e.g. "SBA SOP 50 10 8".'),
  /** The page itself, https only; never a search page or a guessed address. */
  url: httpsSourceUrl,
});

const sourceList = z.array(source);

/**
 * Sources: at least two different primary or authoritative ones for guides and articles (statutes,
 * regulators, the SBA, court decisions, Federal Reserve surveys), shown as the page's last section. A
 * missing field becomes [] and then fails `min(2)`, so the editor reads this message rather than a bare "Required".
 */
const sources = sourceList
  .min(2, "List at least two sources of this page's legal and numeric claims under sources: (a title and an https url each).")
  .refine((list) => new Set(list.map((s) => s.url)).size === list.length, { message: 'Each source must have its own url: the same url is listed twice.' })
  .prefault([]);

const editorialFields = {
  ...pageFields,
  /** The primary sources of the page's legal and numeric claims (shared/facts.md, shared/state-laws.md). */
  sources,
  /** Id of a file in content/authors (e.g. editorial-team). */
  author: z
    .string()
    .default('editorial-team')
    .refine((id) => contentFileExists('authors', id, ['yaml', 'yml']), { error: (issue) => `No author "${String(issue.input)}" in content/authors.` }),
  /** 1–6 lowercase topic tags; used by blog search. */
  tags: z
    .array(z.string().regex(/^[a-z0-9][a-z0-9 &-]*$/, 'Tags are lowercase words, e.g. "merchant cash advance".'))
    .max(6)
    .default([]),
  /** A short label shown above the title, e.g. "Provider Analysis". */
  badge: z.string().max(30).optional(),
  /** Other guides or articles to suggest, written "guides/<file name>" or "blog/<file name>". */
  related: z
    .array(
      z
        .string()
        .regex(
          /^(guides|blog)\/(es\/)?[a-z0-9-]+$/,
          'Write related items as "guides/<file name>" or "blog/<file name>" (guides/es/<file name> for a Spanish one).',
        )
        .refine((ref) => contentFileExists('', ref, ['mdx', 'md']), {
          error: (issue) => `"${String(issue.input)}" does not match any file in content/guides or content/blog.`,
        }),
    )
    .max(6)
    .default([]),
  /** Questions shown in an accordion at the end of the page and in FAQPage structured data. */
  faq: z.array(faqItem).default([]),
};

const notBeforePublish = (entry: { publishDate: Date; updatedDate: Date }) => entry.updatedDate >= entry.publishDate;
const dateOrder = { message: 'updatedDate cannot be earlier than publishDate.', path: ['updatedDate'] };

const guides = defineCollection({
  loader: contentGlob(MDX_FILES, 'content/guides'),
  schema: z.object(editorialFields).refine(notBeforePublish, dateOrder).refine(translationComplete, translationRule),
});

const blog = defineCollection({
  loader: contentGlob(MDX_FILES, 'content/blog'),
  schema: z
    .object({
      ...editorialFields,
      /** One or two sentences for the blog list and search: 50–200 characters. */
      excerpt: z.string().min(50, 'Write an excerpt of at least 50 characters.').max(200, 'Keep the excerpt to 200 characters or fewer.'),
    })
    .refine(notBeforePublish, dateOrder)
    .refine(translationComplete, translationRule),
});

/** Stand-alone site pages (disclosures, privacy, terms, the funding overview). */
const pages = defineCollection({
  loader: contentGlob(MDX_FILES, 'content/pages'),
  schema: z
    .object({
      ...pageFields,
      related: editorialFields.related,
      faq: editorialFields.faq,
      /** Optional on site pages: list them where the page states legal or numeric facts. */
      sources: sourceList.optional(),
    })
    .refine(notBeforePublish, dateOrder)
    .refine(translationComplete, translationRule),
});

/**
 * The help center (/help/<file name>): one short page per situation an owner with an advance is in, starting
 * from the owner's own words. The body holds the five parts every situation answers, as H2s in this order
 * (tests/build/help-centre.test.ts holds it): What is happening, In the next 48 hours, In the next 30 days,
 * Deadlines that matter, The risks of each choice. The layout adds the tools and letters (`tools`), the
 * guides (`related`) and where to get help. Spanish twins live in the `es/` folder like guides (lang: es,
 * translationOf: help/<id>), with the same five parts under Spanish headings.
 */
const help = defineCollection({
  loader: contentGlob(MDX_FILES, 'content/help'),
  schema: strict({
    ...pageFields,
    /** The situation in the owner's words, as the help center lists it, e.g. "The debit is more than I have". */
    situation: z.string().min(10).max(60),
    /** Position on /help (1 first). */
    order: z.number().int().min(1),
    /** Sources behind the page's legal and numeric claims (at least two). */
    sources,
    /** The site's tools and letters that help, by their key in ROUTES (src/lib/site/routes.ts), most useful first. */
    tools: z
      .array(
        z.string().refine((key) => key in ROUTES, {
          error: (issue) => `tools: "${String(issue.input)}" is not a key of ROUTES in src/lib/site/routes.ts.`,
        }),
      )
      .min(1, 'Name at least one tool, letter or page that helps (a key of ROUTES).'),
    /** Guides and articles that go deeper, written "guides/<file name>" or "blog/<file name>". */
    related: editorialFields.related,
    /** true on the page that lists every state's complaint office (the complaint routes table follows its text). */
    complaintRoutes: z.boolean().default(false),
  })
    .refine(notBeforePublish, dateOrder)
    .refine(translationComplete, translationRule),
});

const authors = defineCollection({
  loader: contentGlob(YAML_FILES, 'content/authors'),
  schema: z.object({
    name: z.string(),
    role: z.string(),
    /** One or two sentences. */
    bio: z.string().max(300),
    /** The name, role and bio in Spanish, shown on Spanish pages. */
    nameEs: z.string(),
    roleEs: z.string(),
    bioEs: z.string().max(300),
  }),
});

const faq = defineCollection({
  loader: contentGlob(YAML_FILES, 'content/faq'),
  schema: z
    .object({
      ...qaFields,
      ...translationFields,
      /** Last reviewed, YYYY-MM-DD: a Spanish twin's translatedFrom must match it. */
      updatedDate: contentDate('updatedDate'),
      /** The group it is listed under on /faq. */
      topic: z.enum(FAQ_TOPICS),
      /** Position within its topic (1 first). */
      order: z.number().int().min(1).default(99),
      draft: z.boolean().default(false),
    })
    .refine(translationComplete, translationRule),
});

const zipCode = z.string().regex(/^\d{5}$/, 'ZIP codes are five digits in quotes, e.g. "90012".');
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lowercase words joined by hyphens, e.g. los-angeles.');
const moneyRange = z.object({ min: z.number().positive(), max: z.number().positive() }).refine((r) => r.max >= r.min, { message: 'max must be at least min.' });

/** One file per state in content/states; its file name is the URL segment (e.g. new-york). */
const states = defineCollection({
  loader: contentGlob(YAML_FILES, 'content/states'),
  schema: z.object({
    name: z.string(),
    /** Two-letter postal code, used in titles (e.g. CA). */
    abbreviation: z.string().regex(/^[A-Z]{2}$/, 'Use the two-letter postal code, e.g. CA.'),
    /** The day this file's text was last written or checked, YYYY-MM-DD: its Spanish twin's translatedFrom follows it. */
    lastReviewed: contentDateText('lastReviewed'),
    /** Position in lists (1 first). */
    order: z.number().int().min(1),
    /** One or two sentences on the state's economy. */
    economy: z.string().min(40),
    /** What an owner in this state should know about funding here. */
    marketInsights: z.string().min(40),
    /** Five ZIP codes in the state: shown only for a city that lists none of its own. */
    zipCodes: z.array(zipCode).length(5, 'List exactly five ZIP codes.'),
    /** Free public help for owners in the state. */
    statePrograms: z.string().min(40),
    // The state's law lives in content/state-laws/{same slug}.yaml (the 50-state reference), read by
    // src/data/landing-law.ts: one source for the reference pages and the landing pages' panels.
    /** At least six cities; the first is where unknown cities in this state fall back to. */
    cities: z
      .array(
        z
          .object({
            slug,
            name: z.string(),
            /** The county or counties the city lies in, as shown on its pages ("Harris County"). */
            county: z.string().min(5),
            /**
             * ZIP codes of the city's own post office (checked with the USPS ZIP lookup): its pages show only these.
             * Leave out if unknown; the pages then show the state's list, labelled as the state's.
             */
            zipCodes: z.array(zipCode).min(1).optional(),
            /** One or two complete sentences that name the city: economy, districts, leading industries. */
            profile: z.string().min(60, 'Write a city profile of at least 60 characters.'),
            /**
             * What is particular to one industry in this city, with a citable source, keyed by industry file name.
             * A city × industry page is indexed only when its note is long enough (src/lib/landing/indexing.ts).
             */
            industryNotes: z
              .record(
                slug.refine((id) => contentFileExists('industries', id, ['yaml', 'yml']), {
                  error: (issue) => `No industry "${String(issue.input)}" in content/industries.`,
                }),
                z.object({ text: z.string().min(40), source: sourceUrl }),
              )
              .default({}),
          })
          .superRefine((city, ctx) => {
            if (!city.profile.includes(city.name)) {
              ctx.addIssue({ code: 'custom', message: `Name ${city.name} in its profile, in a complete sentence.`, path: ['profile'] });
            }
          }),
      )
      .min(6, 'List at least six cities.')
      .refine((cities) => new Set(cities.map((c) => c.slug)).size === cities.length, { message: 'City slugs must be unique.' }),
  }),
});

const enumOf = <T extends readonly [string, ...string[]]>(values: T, field: string) =>
  z.enum(values as unknown as [T[number], ...T[number][]], { error: () => `${field} must be one of: ${values.join(', ')}.` });

/** Bills found but not enacted, as the English state-law file lists them and the Spanish one mirrors them. */
const pendingBills = () => z.array(strict({ bill: z.string().min(3), summary: z.string().min(10) })).default([]);
/** Points the sources leave unsettled, one sentence each (English file, and the Spanish one for one). */
const unsettledPoints = () => z.array(z.string().min(20)).default([]);

/**
 * One file per state and DC in content/state-laws, transcribed from shared/state-laws.md; the file name
 * is the URL slug (e.g. new-york). Feeds /resources/state-laws, each state's page and the landing pages'
 * state-law panels. Rules computed from these fields live in src/lib/state-laws/rules.ts.
 */
const stateLaws = defineCollection({
  loader: contentGlob(YAML_FILES, 'content/state-laws'),
  schema: strict({
    /** Full name, e.g. "New York" or "District of Columbia". */
    name: z.string().min(4),
    /** Two-letter postal code, e.g. NY (DC for the District). */
    abbreviation: z.string().regex(/^[A-Z]{2}$/, 'Use the two-letter postal code, e.g. NY.'),
    /** in-force | enacted-not-in-force | none-found ("none-found" means none found as of lastReviewed, never "none exists"). */
    status: enumOf(LAW_STATUSES, 'status'),
    /** The disclosure statute; required unless status is none-found, and absent when it is. */
    law: strict({
      /** Short name and bill, e.g. "HB 123 (2025)". */
      name: z.string().min(4),
      /** Statute (and rules) citation, e.g. "State Code §§ 1-101 to 1-120". */
      citation: z.string().min(4),
      /** What it covers: commercial-financing | sales-based-financing | sales-based-financing-and-factoring. */
      scope: enumOf(LAW_SCOPES, 'law.scope'),
      /** Largest offer the disclosure duty covers, in whole dollars; null when there is no dollar cap. */
      capUsd: z.number({ error: 'capUsd is a number of dollars (100000), or null for no cap.' }).int().positive().nullable(),
      /** true when the cap is "up to and including" (≤), false for "under" (<). */
      capInclusive: z.boolean().default(true),
      /** The cap as shown in the table, e.g. "≤ $100,000", "No dollar cap". */
      capText: z.string().min(3),
      /** First day the disclosure duty applies, "YYYY-MM-DD". */
      inForceDate: contentDateText('law.inForceDate'),
      /** The date as the table shows it, with any qualification, e.g. "Mar 1, 2025 (not enforced before Jun 1, 2025)". */
      inForceText: z.string().min(6),
      /** Must the disclosure show an estimated APR? (false where it shows the cost in dollars only.) */
      aprRequired: z.boolean({ error: 'Say whether the disclosure must show an APR: aprRequired: true or false.' }),
      /** One to four plain sentences on what the law requires. */
      disclosureSummary: z.string().min(40, 'Write a disclosure summary of at least 40 characters.'),
    }).optional(),
    /** Who must register or be licensed, in a sentence or two. */
    registration: z.string().min(4),
    /** The registration rule as data, for the hub table: providers-and-brokers | providers | brokers-only | annual-report | none | unsettled | not-applicable. */
    registrationRule: enumOf(REGISTRATION_RULES, 'registrationRule'),
    /** Confession-of-judgment rule: the verified rule as an enum, and the sentence the page shows. */
    coj: strict({
      rule: enumOf(COJ_RULES, 'coj.rule'),
      text: z.string().min(20),
    }),
    /** Bills found but not enacted (pending, died, or outcome unknown), with what the sources say. */
    pending: pendingBills(),
    /** Points the sources leave unsettled, each in plain words; never stated as fact either way. */
    unsettled: unsettledPoints(),
    /** 2–4 plain sentences: what this means for an owner signing an offer there. */
    ownerSummary: z
      .string()
      .min(80, 'Write an owner summary of two to four sentences (at least 80 characters).')
      .max(700, 'Keep the owner summary to four sentences (700 characters at most).'),
    /**
     * The official text behind the page, listed first: the legislature's code or bill page, or the
     * regulator's rule or guidance page. Official hosts only (src/lib/state-laws/official-sources.ts):
     * never a mirror, aggregator or blog. kind: statute | regulation | regulator-guidance | bill.
     */
    officialSources: z
      .array(
        strict({
          title: z.string().min(5),
          url: officialUrl(),
          kind: enumOf(OFFICIAL_SOURCE_KINDS, 'officialSources.kind'),
        }),
      )
      .default([]),
    /**
     * Only for a law whose official text could not be confirmed at a stable address: why, in a sentence.
     * The page then says "Official text not linked" with this reason; every other in-force law needs an official source.
     */
    officialTextNotLinked: z.string().min(20).optional(),
    /** Secondary sources (law-firm alerts, trade press, surveys), shown after the official ones and labelled "analysis". */
    analysis: z
      .array(
        strict({
          title: z.string().min(5),
          url: sourceUrl.refine((url) => !isBlockedUrl(url), {
            error: (issue) => `"${String(issue.input)}" is on a host the site never cites (BLOCKED_HOSTS in src/lib/state-laws/official-sources.ts).`,
          }),
        }),
      )
      .default([]),
    /**
     * How the state's regulation says the estimated APR is worked out, for the disclosure check
     * (/tools/check-my-disclosure). Only where the regulation text was read: California and New York.
     */
    aprMethod: strict({
      /** The fewest and most months of sales the historical method may average, e.g. 4 and 12. */
      historicalMonthsMin: z.number().int().min(1),
      historicalMonthsMax: z.number().int().max(24),
      /** The rule in one or two plain sentences, as the tool shows it beside the months. */
      historicalRule: z.string().min(40),
      /**
       * Each regulation section the check relies on: what it says, its citation and, only where the
       * official text has a confirmed address, where to read it (official hosts only, like officialSources).
       */
      sections: z
        .array(
          strict({
            role: z.enum(['historical', 'opt-in', 'estimates', 'apr', 'statute']),
            citation: z.string().min(4),
            title: z.string().min(5),
            url: officialUrl('; leave url out when the official text has no confirmed address').optional(),
          }),
        )
        .min(3),
      /**
       * Where the sections have no official copy online to link: say so in a sentence, shown under them,
       * rather than link a mirror (issue 44: 23 NYCRR Part 600).
       */
      officialTextNotFound: z.string().min(20).optional(),
    })
      .refine((m) => m.historicalMonthsMax >= m.historicalMonthsMin, { message: 'historicalMonthsMax must be at least historicalMonthsMin.' })
      .optional(),
    /**
     * When a disclosed APR is accurate under the state's own rule, for the disclosure check's verdict: the
     * section, its official text (or why none is linked) and each paragraph as a test, in the rule's order.
     * Only where the regulation text was read (California 10 CCR § 955(a), New York 23 NYCRR 600.4(a)).
     */
    aprTolerance: strict({
      /** The section, e.g. "10 CCR § 955(a)". */
      citation: z.string().min(4),
      /** The official text (official hosts only); leave out where none was found and say why in urlNotLinked. */
      url: officialUrl('; leave url out and say why in urlNotLinked').optional(),
      /** Why no official text is linked, in a sentence. */
      urlNotLinked: z.string().min(20).optional(),
      tests: z
        .array(
          strict({
            /** The paragraph's own citation, e.g. "23 NYCRR 600.4(a)(3)". */
            citation: z.string().min(4),
            /** points-below | points-either | percent-difference (src/lib/calculator/apr-tolerance.ts). */
            measure: enumOf(TOLERANCE_MEASURES, 'aprTolerance.tests.measure'),
            /** Percentage points for the points measures (0.125), percent for the percentage difference (2.5). */
            limit: z.number().positive(),
            /** true when the paragraph applies only to an irregular transaction. */
            irregularOnly: z.boolean().default(false),
            /** The paragraph as the regulation words it. */
            text: z.string().min(40),
          }),
        )
        .min(1),
    })
      .refine((t) => (t.url === undefined) !== (t.urlNotLinked === undefined), {
        message: 'Give either url (the official text) or urlNotLinked (why none is linked), not both.',
      })
      .optional(),
    /**
     * Where an owner can complain about a funder or broker here (shared/state-laws.md, "Where an owner can
     * complain"): required for every state with a disclosure law and for DC. Shown on the state's page and in
     * the help center. Meanings and page wording: src/lib/state-laws/complaints.ts.
     */
    complaints: z
      .array(
        strict({
          /** The office, as it names itself, e.g. "Department of Financial Protection and Innovation (DFPI)". */
          office: z.string().min(5),
          /** What it enforces that touches business financing, with the statute, in a sentence. */
          covers: z.string().min(20),
          /** What the office says about complaints from businesses: yes | regulated-firms-only | generally-no | not-stated. */
          businessComplaints: enumOf(BUSINESS_COMPLAINT_STANCES, 'complaints.businessComplaints'),
          /** That in the office's own words (quoted) or what its pages say, in a sentence. */
          businessNote: z.string().min(20),
          /** The office's complaint page (official hosts only, like officialSources). */
          url: officialUrl(),
          /** true only when a copy of this exact page was read; false when only a sibling page on the same official site was (the page then says so). */
          addressChecked: z.boolean({ error: 'Say whether this exact page was read: addressChecked: true or false.' }),
          /** A complaint line, as the office prints it, e.g. "1-866-966-7226". */
          phone: z
            .string()
            .regex(/^[0-9() -]{10,20}$/, 'Write the phone number as the office prints it, e.g. 1-866-966-7226.')
            .optional(),
        }),
      )
      .default([]),
    /** When these facts were last checked, "YYYY-MM-DD". */
    lastReviewed: contentDateText('lastReviewed'),
  })
    .refine((e) => !needsComplaintRoute(e) || e.complaints.length > 0, {
      message:
        'A state with a disclosure law (and DC) needs at least one office under complaints: (office, covers, businessComplaints, businessNote, url, addressChecked).',
      path: ['complaints'],
    })
    .refine((e) => (e.status === 'none-found') === (e.law === undefined), {
      message: 'Give a law block when status is in-force or enacted-not-in-force, and none when status is none-found.',
      path: ['law'],
    })
    .refine((e) => e.status !== 'in-force' || e.officialSources.length > 0 || e.officialTextNotLinked !== undefined, {
      message:
        'An in-force law needs at least one official source (officialSources: statute, regulation, regulator guidance or bill text on an official host).',
      path: ['officialSources'],
    })
    .refine((e) => e.officialSources.length + e.analysis.length > 0, {
      message: 'List at least one source (officialSources or analysis).',
      path: ['officialSources'],
    }),
});

/** One file per industry in content/industries; its file name is the URL segment (e.g. auto-repair). */
const industries = defineCollection({
  loader: contentGlob(YAML_FILES, 'content/industries'),
  schema: z.object({
    name: z.string(),
    /** The businesses, in lowercase plural, as used in sentences: "auto repair shops". */
    businessNoun: z.string().regex(/^[a-z][a-z &-]+$/, 'Write the business noun in lowercase, e.g. "auto repair shops".'),
    /** The day this file's text was last written or checked, YYYY-MM-DD: its Spanish twin's translatedFrom follows it. */
    lastReviewed: contentDateText('lastReviewed'),
    order: z.number().int().min(1),
    /** Customers are businesses that pay on invoice: pages then suggest comparing invoice factoring. */
    b2bInvoices: z.boolean(),
    /** Words that mark a city profile as relevant to this industry ("port", "health care"): the state × industry page lists those cities first. */
    placeKeywords: z.array(z.string().min(3)).min(1),
    description: z.string().min(40),
    /** Typical advance sizes, only where shared/facts.md or spec.md gives them. */
    fundingRange: moneyRange.optional(),
    /** Typical factor rates: within 1.1–1.5 (facts.md). */
    factorRange: z
      .object({ min: z.number().min(1.1, 'Factor rates start at 1.1.'), max: z.number().max(1.5, 'Keep factor rates within 1.1–1.5.') })
      .refine((r) => r.max >= r.min, { message: 'max must be at least min.' }),
    requirements: z.array(z.string()).min(2),
    challenges: z.array(z.string()).min(2),
    localInsights: z.string().min(20),
    /** Exactly five common uses of funding in this industry. */
    useCases: z.array(z.string()).length(5, 'List exactly five use cases.'),
    faq: z.array(z.object(qaFields)).min(2),
    /** How money comes in and goes out in this industry: two or three plain sentences, no figures without a source. */
    cashFlow: z.string().min(80, 'Describe the industry’s cash flow in two or three sentences (80 characters at least).').max(400),
    /** What goes wrong with an advance in this industry: two or three. */
    risks: z.array(z.string().min(20)).min(2, 'List two or three risks.').max(3, 'List two or three risks.'),
    /** Other products that fit the industry, and when: e.g. factoring for businesses that invoice. */
    otherProducts: z
      .array(z.object({ product: enumOf(OTHER_PRODUCT_IDS, 'otherProducts.product'), when: z.string().min(30) }))
      .min(1, 'Name at least one other product that fits.')
      .max(3),
    /**
     * The industry's own worked offer, an example and not a quote: the page computes every result with the
     * calculator. Factor 1.1–1.5 and holdback 5–20% (shared/facts.md); advance $10,000–$5,000,000 (what funders commonly advertise).
     */
    workedOffer: z.object({
      /** What the money is for, as a phrase: "raw materials for a large purchase order". */
      purpose: z.string().min(10),
      advance: z.number().min(10_000, 'Advance from $10,000.').max(5_000_000, 'Advance up to $5,000,000.'),
      factor: z.number().min(1.1, 'Factor rates start at 1.1.').max(1.5, 'Keep factor rates within 1.1–1.5.'),
      holdback: z.number().min(5, 'Holdback from 5%.').max(20, 'Holdback up to 20%.'),
      monthlySales: z.number().positive(),
    }),
  }),
});

/** A sentence ends at . ! or ? followed by a space or the end (not inside "$4,545.45" or "7(a)."). */
const sentenceCount = (text: string) => text.split(/[.!?](?:\s+|$)/).filter((part) => part.trim().length > 0).length;

/**
 * The glossary (/glossary): one list in content/glossary/terms.yaml, one entry per term. The id is the
 * entry's anchor (/glossary#factor-rate); two entries with one id, or one word claimed by two entries,
 * stop the build (src/lib/glossary/parse.ts). Guides and articles link the first use of each term.
 */
const glossaryEntry = z
  .object({
    /** The anchor: lowercase words joined by hyphens. Never rename one: other pages and sites link to it. */
    id: slug,
    /** As shown, e.g. "Factor rate" or "ISO (broker)". */
    term: z.string().min(2),
    /** One to three plain sentences, no jargon the glossary does not itself explain. */
    definition: z
      .string()
      .min(40, 'Write a definition of at least 40 characters.')
      .max(400, 'Keep the definition to three short sentences (400 characters at most).')
      .refine((text) => sentenceCount(text) <= 3, 'Keep the definition to one to three sentences.'),
    /** A worked example. Dollar and percent figures must be the calculator's or shared/facts.md's (tests/unit/glossary.test.ts). */
    example: z.string().min(20).max(300, 'Keep the example to 300 characters.').optional(),
    /** Other words contracts use for the same thing; the first use of any of them in a guide or article is linked. */
    synonyms: z.array(z.string().min(2)).default([]),
    /** false for a word with an everyday meaning too (default, draw): never linked automatically. */
    autolink: z.boolean().default(true),
    /** The guide or article that covers the term: "guides/<file name>" or "blog/<file name>". */
    guide: z
      .string()
      .regex(/^(guides|blog)\/[a-z0-9-]+$/, 'Write the covering page as "guides/<file name>" or "blog/<file name>".')
      .refine((ref) => contentFileExists('', ref, ['mdx', 'md']), {
        error: (issue) => `guide: "${String(issue.input)}" does not match any file in content/guides or content/blog.`,
      }),
    /** Where a figure or legal statement in the definition comes from (shared/facts.md, shared/state-laws.md). */
    sources: sourceList.default([]),
  })
  .refine((entry) => !/\d/.test(entry.definition) || entry.sources.length > 0, {
    message: 'The definition states a figure: list its source under sources: (title and https url).',
    path: ['sources'],
  });

const glossary = defineCollection({
  loader: file('content/glossary/terms.yaml', { parser: (text) => parseGlossaryYaml(text, 'content/glossary/terms.yaml') }),
  schema: glossaryEntry,
});

/** The Spanish glossary (/es/glosario): the same entries in Spanish, under the same ids (content/glossary/es.yaml). */
const glossaryEs = defineCollection({
  loader: file('content/glossary/es.yaml', { parser: (text) => parseGlossaryYaml(text, 'content/glossary/es.yaml') }),
  schema: glossaryEntry,
});

/**
 * The Spanish words of each state-law page: one file per English file in content/state-laws, same file name,
 * in content/state-laws-es. Only what is prose in the English file; every figure, date, enum, statute name,
 * citation and source comes from the English file, so the two pages cannot disagree on a fact. The build
 * (src/data/state-laws-es.ts) checks each file against its English twin: a file for every state, the same
 * bills in the same order, one Spanish point per unsettled point, and the optional texts exactly where the
 * English file has them. `translatedFrom` is the English file's lastReviewed the translation was made from:
 * when the English is reviewed again, the build test for stale translations names the file.
 */
const stateLawsEs = defineCollection({
  loader: contentGlob(YAML_FILES, 'content/state-laws-es'),
  schema: strict({
    /** The English file's lastReviewed this translation was written from, YYYY-MM-DD. */
    translatedFrom: contentDateText('translatedFrom'),
    /** What the disclosure law is, in Spanish, shown before its enacted (English) name; absent when there is no law. */
    lawName: z.string().min(10).optional(),
    /** The cap in words, only where the English capText says more than its number (a second figure, a rule). */
    capText: z.string().min(3).optional(),
    /** The in-force date in words, only where the English inForceText says more than the date. */
    inForceText: z.string().min(6).optional(),
    /** The English registration sentence, in Spanish. */
    registration: z.string().min(4),
    /** The English coj.text, in Spanish. */
    coj: z.string().min(20),
    /** The English pending bills, same bills in the same order: the bill as written, its summary in Spanish. */
    pending: pendingBills(),
    /** The English unsettled points, one for one, in Spanish. */
    unsettled: unsettledPoints(),
    /** The English ownerSummary, in Spanish (2–4 sentences). */
    ownerSummary: z.string().min(80).max(800),
    /** The English officialTextNotLinked, in Spanish (only where the English file has it). */
    officialTextNotLinked: z.string().min(20).optional(),
    /** The English complaints, one for one in the same order: the office keeps its own name; what it covers and its note, in Spanish. */
    complaints: z.array(strict({ covers: z.string().min(20), businessNote: z.string().min(20) })).default([]),
  }),
});

/**
 * The Spanish words of the landing pages: one file per file in content/states and content/industries, same
 * name, holding only the prose those pages show. Figures, ZIP codes, keywords, ranges and the worked offer's
 * numbers come from the English file; src/data/landing-es.ts stops the build naming the file when one is
 * missing or its lists do not match its English twin's (same cities in the same order, one requirement,
 * risk and other product per English one).
 */
const statesEs = defineCollection({
  loader: contentGlob(YAML_FILES, 'content/states-es'),
  schema: strict({
    /** The English file's lastReviewed this translation was written from, YYYY-MM-DD. */
    translatedFrom: contentDateText('translatedFrom'),
    economy: z.string().min(40),
    marketInsights: z.string().min(40),
    statePrograms: z.string().min(40),
    /** The English file's cities, same slugs in the same order: the name as Spanish writes it, the county and the profile. */
    cities: z.array(
      strict({
        slug,
        name: z.string().min(2),
        county: z.string().min(5),
        profile: z.string().min(60, 'Write a city profile of at least 60 characters.'),
      }).superRefine((city, ctx) => {
        if (!city.profile.includes(city.name))
          ctx.addIssue({ code: 'custom', message: `Name ${city.name} in its profile, in a complete sentence.`, path: ['profile'] });
      }),
    ),
  }),
});

const industriesEs = defineCollection({
  loader: contentGlob(YAML_FILES, 'content/industries-es'),
  schema: strict({
    /** The English file's lastReviewed this translation was written from, YYYY-MM-DD. */
    translatedFrom: contentDateText('translatedFrom'),
    name: z.string().min(3),
    /** The businesses, in lowercase plural, as used in sentences: "talleres mecánicos". */
    businessNoun: z.string().regex(/^[a-záéíóúñü][a-záéíóúñü &-]+$/, 'Write the business noun in lowercase, e.g. "talleres mecánicos".'),
    description: z.string().min(40),
    requirements: z.array(z.string().min(10)).min(2),
    localInsights: z.string().min(20),
    cashFlow: z.string().min(80).max(480),
    risks: z.array(z.string().min(20)).min(2).max(3),
    otherProducts: z
      .array(strict({ product: enumOf(OTHER_PRODUCT_IDS, 'otherProducts.product'), when: z.string().min(30) }))
      .min(1)
      .max(3),
    workedOffer: strict({ purpose: z.string().min(10) }),
  }),
});

export const collections = {
  guides,
  blog,
  pages,
  help,
  authors,
  faq,
  states,
  industries,
  stateLaws,
  stateLawsEs,
  statesEs,
  industriesEs,
  glossary,
  glossaryEs,
};
