/**
 * The legal facts content/state-laws holds, as patterns a source file must not contain: a dollar cap,
 * a statute citation (or a piece of one: a section, a code name, a bill number; a law's
 * short name alone, "Commercial Financing Disclosure Law", is shared by several states and generic page titles) or an in-force date.
 * Derived from the data, so a new state or a changed figure is covered without editing this file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { formatIsoDate, shortDate } from '@/lib/content/dates';
import type { StateLawData } from '@/lib/state-laws/rules';

export interface StateLawFile {
  slug: string;
  data: StateLawData;
}

export function stateLawFiles(dir = join(process.cwd(), 'content', 'state-laws')): StateLawFile[] {
  return readdirSync(dir)
    .filter((f) => /^[^_].*\.ya?ml$/.test(f))
    .map((f) => ({ slug: f.replace(/\.ya?ml$/, ''), data: parse(readFileSync(join(dir, f), 'utf8')) as StateLawData }));
}

export interface LegalFact {
  slug: string;
  kind: 'cap' | 'citation' | 'date';
  text: string;
  pattern: RegExp;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Whitespace in the data matches any run of spaces (a template may wrap a line). */
const loose = (s: string) => escape(s.trim()).replace(/\s+/g, '\\s+');

/** "$2,500,000", "2,500,000", "2500000" and "2_500_000", not inside a longer number. */
function capPattern(usd: number): RegExp {
  const forms = [usd.toLocaleString('en-US'), String(usd), usd.toLocaleString('en-US').replace(/,/g, '_')];
  return new RegExp(`(?<![\\d,._])\\$?(?:${forms.map(escape).join('|')})(?![\\d_]|[,.]\\d)`);
}

/** Pieces of a citation a template might copy: each ";" part, each § reference, the code name without its state prefix, bill numbers. */
function citationPieces(citation: string, lawName: string): string[] {
  const pieces = new Set<string>();
  for (const part of citation.split(';').map((p) => p.trim())) {
    pieces.add(part);
    for (const m of part.matchAll(/§+\s*[\w.:-]+(?:\s*(?:–|-|to)\s*[\w.:-]+)?/g)) pieces.add(m[0]);
    const code = part
      .split(/[(§]/)[0]!
      .replace(/^(?:[A-Z][a-zA-Z]*\.){1,2}\s+/, '')
      .trim();
    if (code.length >= 8) pieces.add(code);
  }
  for (const m of `${lawName} ${citation}`.matchAll(/\b(?:SB|HB|AB|S|H)\.? ?\d+(?:-[A-Z])?\b/g)) pieces.add(m[0]);
  return [...pieces].filter((p) => p.length >= 4);
}

export function legalFacts(files: readonly StateLawFile[]): LegalFact[] {
  const facts: LegalFact[] = [];
  for (const { slug, data } of files) {
    const law = data.law;
    if (!law) continue;
    if (law.capUsd !== null) facts.push({ slug, kind: 'cap', text: `$${law.capUsd.toLocaleString('en-US')}`, pattern: capPattern(law.capUsd) });
    for (const piece of citationPieces(law.citation, law.name))
      facts.push({ slug, kind: 'citation', text: piece, pattern: new RegExp(`(?<![\\w.])${loose(piece)}(?![\\w])`, 'i') });
    for (const date of new Set([law.inForceDate, formatIsoDate(law.inForceDate), shortDate(law.inForceDate)]))
      facts.push({ slug, kind: 'date', text: date, pattern: new RegExp(`(?<![\\w])${loose(date)}(?!\\d)`) });
  }
  return facts;
}

/** The facts a source text writes out. */
export const typedFacts = (source: string, facts: readonly LegalFact[]): LegalFact[] => facts.filter((f) => f.pattern.test(source));
