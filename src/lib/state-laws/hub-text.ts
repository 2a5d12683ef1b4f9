/**
 * The words of the state-law hub's table and A–Z picker, per language. English reuses the labels in
 * ./rules.ts (the state pages read them too); Spanish is ./labels-es.ts, typed as `HubText` so a new
 * key, column or rule fails type-checking until it is translated. Pure: no Astro, no React.
 */
import { shortDate } from '../content/dates';
import { COJ_LABELS, REGISTRATION_LABELS, SCOPE_LABELS, SORT_LABELS, sortPath, type SortKey, type StateLawData } from './rules';

/** A law's row, as the cells need it. */
export type HubLaw = NonNullable<StateLawData['law']>;

/** The table's columns, in order; the sortable ones name their sort key. */
export const HUB_COLUMNS = ['name', 'law', 'covers', 'inForce', 'apr', 'registration', 'coj', 'reviewed'] as const;
type HubColumn = (typeof HUB_COLUMNS)[number];

export const HUB_TEXT_EN = {
  scope: SCOPE_LABELS,
  coj: COJ_LABELS,
  registration: REGISTRATION_LABELS,
  sort: SORT_LABELS,
  /** Where each sort order lives. */
  sortPath: Object.fromEntries((Object.keys(SORT_LABELS) as SortKey[]).map((key) => [key, sortPath(key)])) as Record<SortKey, string>,
  columns: {
    name: 'Jurisdiction',
    law: 'Disclosure law and citation',
    covers: 'Covers',
    inForce: 'In force since',
    apr: 'APR on the disclosure',
    registration: 'Registration',
    coj: 'Confessions of judgment',
    reviewed: 'Last reviewed',
  } as Record<HubColumn, string>,
  yes: 'Yes',
  no: 'No',
  noLaw: 'No law found',
  noLawBills: 'No law found (bills filed)',
  /** The "Covers" cell's amount line; null leaves it out. */
  cap: (law: HubLaw): string | null => law.capText,
  /** A line under the amount or the date, where the short form leaves something out (null: nothing). */
  capNote: (_law: HubLaw): string | null => null,
  inForce: (law: HubLaw, inForce: boolean): string => (inForce ? law.inForceText : `Not yet: from ${law.inForceText}`),
  inForceNote: (_law: HubLaw): string | null => null,
  date: (iso: string): string => shortDate(iso),
  sortNav: 'Sort the table',
  sortBy: 'Sort by',
  sortedBy: (noun: string, order: string) => `Sorted by ${noun}: ${order}.`,
  caption: (noun: string, order: string) => `State laws on merchant cash advances and commercial financing, sorted by ${noun} (${order})`,
  /** After a sortable column's name, for screen readers. */
  sortHeader: (order: string) => `: sort ${order}`,
  backToList: 'Back to the A–Z list',
  pickerTitle: 'Jump to a state',
  /** After a letter, for screen readers. */
  pickerLetter: (firstState: string) => `: states from ${firstState}`,
};

export type HubText = typeof HUB_TEXT_EN;
