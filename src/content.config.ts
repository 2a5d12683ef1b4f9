import { defineCollection, z } from 'astro:content';
import { glob } from 'astro/loaders';
import { FAQ_TOPICS } from './lib/faq-topics';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** References are checked against the files on disk so a typo fails the build naming the file and field. */
const contentRoot = join(process.cwd(), 'content');
const contentFileExists = (dir: string, id: string, extensions: readonly string[]) =>
  extensions.some((ext) => existsSync(join(contentRoot, dir, `${id}.${ext}`)));

/** Files whose name starts with `_` are ignored: a place for notes and work in progress. */
const MDX_FILES = '**/[^_]*.{md,mdx}';
const YAML_FILES = '**/[^_]*.{yaml,yml}';

const isoDate = z.coerce.date({ errorMap: () => ({ message: 'Use a date written as YYYY-MM-DD, e.g. 2026-11-22.' }) });

/** Fields shared by guides, articles and site pages. */
const pageFields = {
  /** Shown as the H1 and in the browser tab. At most 60 characters so search results do not cut it. */
  title: z.string().min(5).max(60, 'Keep the title to 60 characters or fewer (search results cut longer ones).'),
  /** The meta description: 50–160 characters, a plain sentence that says what the reader will learn. */
  description: z
    .string()
    .min(50, 'Write a description of at least 50 characters.')
    .max(160, 'Keep the description to 160 characters or fewer (search results cut longer ones).'),
  /** First published, YYYY-MM-DD. */
  publishDate: isoDate,
  /** Last reviewed, YYYY-MM-DD: shown on the page as "Last reviewed" and used as the sitemap's lastmod. */
  updatedDate: isoDate,
  /** Drafts appear in `npm run dev` only: never in the production build, sitemap, RSS or search. */
  draft: z.boolean().default(false),
};

/** An inline question and answer, or the id of an entry in content/faq. */
const faqItem = z.union([
  z.object({
    question: z.string().min(10).max(200),
    /** Plain text, no markdown: it also goes into the FAQPage structured data. */
    answer: z.string().min(20).max(1200),
  }),
  z
    .string()
    .regex(/^[a-z0-9-]+$/, 'Refer to an FAQ entry by its file name, e.g. is-an-mca-a-loan.')
    .refine((id) => contentFileExists('faq', id, ['yaml', 'yml']), (id) => ({ message: `No FAQ entry "${id}" in content/faq.` })),
]);

const editorialFields = {
  ...pageFields,
  /** Id of a file in content/authors (e.g. editorial-team). */
  author: z
    .string()
    .default('editorial-team')
    .refine((id) => contentFileExists('authors', id, ['yaml', 'yml']), (id) => ({ message: `No author "${id}" in content/authors.` })),
  /** 1–6 lowercase topic tags; used by blog search. */
  tags: z.array(z.string().regex(/^[a-z0-9][a-z0-9 &-]*$/, 'Tags are lowercase words, e.g. "merchant cash advance".')).max(6).default([]),
  /** A short label shown above the title, e.g. "Provider Analysis". */
  badge: z.string().max(30).optional(),
  /** Other guides or articles to suggest, written "guides/<file name>" or "blog/<file name>". */
  related: z
    .array(
      z
        .string()
        .regex(/^(guides|blog)\/[a-z0-9-]+$/, 'Write related items as "guides/<file name>" or "blog/<file name>".')
        .refine(
          (ref) => contentFileExists('', ref, ['mdx', 'md']),
          (ref) => ({ message: `"${ref}" does not match any file in content/guides or content/blog.` }),
        ),
    )
    .max(6)
    .default([]),
  /** Questions shown in an accordion at the end of the page and in FAQPage structured data. */
  faq: z.array(faqItem).default([]),
};

const notBeforePublish = (entry: { publishDate: Date; updatedDate: Date }) => entry.updatedDate >= entry.publishDate;
const dateOrder = { message: 'updatedDate cannot be earlier than publishDate.', path: ['updatedDate'] };

const guides = defineCollection({
  loader: glob({ pattern: MDX_FILES, base: './content/guides' }),
  schema: z.object(editorialFields).refine(notBeforePublish, dateOrder),
});

const blog = defineCollection({
  loader: glob({ pattern: MDX_FILES, base: './content/blog' }),
  schema: z
    .object({
      ...editorialFields,
      /** One or two sentences for the blog list and search: 50–200 characters. */
      excerpt: z.string().min(50, 'Write an excerpt of at least 50 characters.').max(200, 'Keep the excerpt to 200 characters or fewer.'),
    })
    .refine(notBeforePublish, dateOrder),
});

/** Stand-alone site pages (disclosures, privacy, terms, the funding overview). */
const pages = defineCollection({
  loader: glob({ pattern: MDX_FILES, base: './content/pages' }),
  schema: z
    .object({
      ...pageFields,
      related: editorialFields.related,
      faq: editorialFields.faq,
    })
    .refine(notBeforePublish, dateOrder),
});

const authors = defineCollection({
  loader: glob({ pattern: YAML_FILES, base: './content/authors' }),
  schema: z.object({
    name: z.string(),
    role: z.string(),
    /** One or two sentences. */
    bio: z.string().max(300),
  }),
});


const faq = defineCollection({
  loader: glob({ pattern: YAML_FILES, base: './content/faq' }),
  schema: z.object({
    question: z.string().min(10).max(200),
    /** Plain text, no markdown: it also goes into the FAQPage structured data. */
    answer: z.string().min(20).max(1200),
    /** The group it is listed under on /faq. */
    topic: z.enum(FAQ_TOPICS),
    /** Position within its topic (1 first). */
    order: z.number().int().min(1).default(99),
    draft: z.boolean().default(false),
  }),
});

const zipCode = z.string().regex(/^\d{5}$/, 'ZIP codes are five digits in quotes, e.g. "90012".');
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lowercase words joined by hyphens, e.g. los-angeles.');
const moneyRange = z
  .object({ min: z.number().positive(), max: z.number().positive() })
  .refine((r) => r.max >= r.min, { message: 'max must be at least min.' });

/** One file per state in content/states; its file name is the URL segment (e.g. new-york). */
const states = defineCollection({
  loader: glob({ pattern: YAML_FILES, base: './content/states' }),
  schema: z.object({
    name: z.string(),
    /** Two-letter postal code, used in titles (e.g. CA). */
    abbreviation: z.string().regex(/^[A-Z]{2}$/, 'Use the two-letter postal code, e.g. CA.'),
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
    /** The state-law panel. Take every statement from shared/facts.md; say what is unsettled. */
    law: z.object({
      summary: z.string().min(40),
      disclosureLaw: z.string(),
      threshold: z.string(),
      apr: z.string(),
      registration: z.string(),
      confessionOfJudgment: z.string(),
      // Typed facts that pages compute with (never parse the prose fields above), all from shared/state-laws.md.
      /** Whether a commercial-financing disclosure law is in force in the state. */
      inForce: z.boolean(),
      /** The largest offer the disclosure rules cover, in dollars; null where there is no law or no dollar cap. */
      capUsd: z.number().int().positive().nullable(),
      /** True when an offer of exactly capUsd is covered ("up to"), false when only offers below it are ("under"). */
      capInclusive: z.boolean().default(true),
      /** Whether the disclosure must show an estimated APR. */
      aprRequired: z.boolean(),
      /** Whether the law covers sales-based financing (MCAs) only, not other commercial financing. */
      salesBasedOnly: z.boolean(),
      /** The statute (or "none found"), as cited on the pages. */
      citation: z.string().min(10),
      /** One public source for the citation (the state-law reference lists the rest). */
      sourceUrl: z.string().url(),
      /** A pending bill or other unsettled point, stated as unsettled. */
      pending: z.string().optional(),
      /** YYYY-MM-DD, shown on every page that states these facts. */
      lastReviewed: isoDate,
    }),
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
             * A city × industry page is indexed only when its note is long enough (src/lib/landing-index.ts).
             */
            industryNotes: z
              .record(
                slug.refine((id) => contentFileExists('industries', id, ['yaml', 'yml']), (id) => ({ message: `No industry "${id}" in content/industries.` })),
                z.object({ text: z.string().min(40), source: z.string().url() }),
              )
              .default({}),
          })
          .refine((city) => city.profile.includes(city.name), (city) => ({ message: `Name ${city.name} in its profile, in a complete sentence.`, path: ['profile'] })),
      )
      .min(6, 'List at least six cities.')
      .refine((cities) => new Set(cities.map((c) => c.slug)).size === cities.length, { message: 'City slugs must be unique.' }),
  }),
});

/** One file per industry in content/industries; its file name is the URL segment (e.g. auto-repair). */
const industries = defineCollection({
  loader: glob({ pattern: YAML_FILES, base: './content/industries' }),
  schema: z.object({
    name: z.string(),
    /** The businesses, in lowercase plural, as used in sentences: "auto repair shops". */
    businessNoun: z.string().regex(/^[a-z][a-z &-]+$/, 'Write the business noun in lowercase, e.g. "auto repair shops".'),
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
    faq: z.array(z.object({ question: z.string().min(10), answer: z.string().min(20) })).min(2),
  }),
});

export const collections = { guides, blog, pages, authors, faq, states, industries };
