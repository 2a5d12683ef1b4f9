/**
 * Finds the rejected variants of the Spanish catalog (./terms-es.ts) in a Spanish text: web addresses and the
 * names kept in English are skipped; a variant marked `inParentheses` may stand right after an opening
 * parenthesis, where a page gives the English name once beside the Spanish one.
 */
import { ENGLISH_NAMES_KEPT, REJECTED_VARIANTS, type RejectedVariant } from './terms-es';

export interface VariantFinding {
  line: number;
  variant: string;
  use: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A word variant matches as a whole word (not inside "Newark"); a punctuation mark matches anywhere. */
const patternOf = (variant: string) => {
  const word = (ch: string) => /[\p{L}\p{N}]/u.test(ch);
  const start = word(variant[0] ?? '') ? '(?<![\\p{L}\\p{N}])' : '';
  const end = word(variant.at(-1) ?? '') ? '(?![\\p{L}\\p{N}])' : '';
  return new RegExp(`${start}${escape(variant)}${end}`, 'gu');
};

const PATTERNS = REJECTED_VARIANTS.map((rule) => ({ rule, pattern: patternOf(rule.variant) }));
const KEPT = ENGLISH_NAMES_KEPT.map((name) => new RegExp(escape(name), 'g'));

/** Web addresses and Markdown link targets name pages, not words a reader reads. */
const masked = (line: string) => {
  let out = line.replace(/https?:\/\/[^\s"')\]]+/g, (m) => ' '.repeat(m.length)).replace(/\]\([^)]*\)/g, (m) => ' '.repeat(m.length));
  for (const kept of KEPT) out = out.replace(kept, (m) => ' '.repeat(m.length));
  return out;
};

const allowedAt = (rule: RejectedVariant, before: string) => rule.inParentheses === true && /\(\s*$/.test(before);

export function findRejectedVariants(text: string): VariantFinding[] {
  const findings: VariantFinding[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = masked(raw);
    for (const { rule, pattern } of PATTERNS) {
      for (const match of line.matchAll(pattern)) {
        if (!allowedAt(rule, line.slice(0, match.index))) findings.push({ line: index + 1, variant: rule.variant, use: rule.use });
      }
    }
  });
  return findings;
}
