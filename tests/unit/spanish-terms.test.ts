import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { AGENCIES, ENGLISH_NAMES_KEPT, REJECTED_VARIANTS, STATE_NAMES_ES, STATE_NAMES_STANDARD } from '@/lib/i18n/terms-es';
import { findRejectedVariants } from '@/lib/i18n/spanish-check';

const CONTENT = join(process.cwd(), 'content');

/** Every file under a content folder named es/ or ending in -es (content/state-laws-es), plus the Spanish glossary. */
function spanishFiles(dir: string, inSpanish = false): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return spanishFiles(path, inSpanish || name === 'es' || name.endsWith('-es'));
    return inSpanish && /\.(mdx?|ya?ml)$/.test(name) ? [path] : [];
  });
}

describe('the Spanish term catalog', () => {
  it('names the 50 states and DC once each, from its cited standard', () => {
    expect(Object.keys(STATE_NAMES_ES)).toHaveLength(51);
    expect(new Set(Object.values(STATE_NAMES_ES)).size).toBe(51);
    expect(STATE_NAMES_STANDARD.url).toMatch(/^https:\/\/www\.fundeu\.es\//);
  });

  it('never rejects the form it tells pages to use', () => {
    const chosen = [...Object.values(STATE_NAMES_ES), ...Object.values(AGENCIES).map((a) => a.es)];
    for (const name of chosen) expect(findRejectedVariants(name), name).toEqual([]);
    for (const kept of ENGLISH_NAMES_KEPT) expect(findRejectedVariants(`la ${kept} dice`), kept).toEqual([]);
    for (const rule of REJECTED_VARIANTS) expect(findRejectedVariants(rule.use), rule.variant).toEqual([]);
  });

  it('finds a rejected variant in prose and names its line and the form to use (fixture)', () => {
    const text = 'Primera línea.\nEn New York, el flujo de caja manda.\nHigh risk';
    expect(findRejectedVariants(text)).toEqual([
      { line: 2, variant: 'New York', use: 'Nueva York' },
      { line: 2, variant: 'flujo de caja', use: 'flujo de efectivo' },
      { line: 3, variant: 'High risk', use: 'Riesgo alto' },
    ]);
  });

  it('accepts a law’s English name in parentheses after its Spanish name, a statute’s own name and web addresses', () => {
    expect(findRejectedVariants('el Reglamento Z (Regulation Z, Appendix J) de la Ley de Veracidad en los Préstamos (Truth in Lending)')).toEqual([]);
    expect(findRejectedVariants('New York CPLR 3218 (sentencia por confesión)')).toEqual([]);
    expect(findRejectedVariants('url: "https://example.gov/New York" y [enlace](/guides/New York)')).toEqual([]);
    expect(findRejectedVariants('la norma de Regulation Z')).toHaveLength(1);
    expect(findRejectedVariants('la SBA (Small Business Administration)')).toHaveLength(1);
    expect(findRejectedVariants('Los botones «Solicitar ahora»')).toHaveLength(2);
  });
});

describe('Spanish content uses the catalog', () => {
  const files = [...spanishFiles(CONTENT), join(CONTENT, 'glossary', 'es.yaml')];

  it('has no rejected variant in any Spanish content file', () => {
    expect(files.length).toBeGreaterThan(50);
    const problems = files.flatMap((file) =>
      findRejectedVariants(readFileSync(file, 'utf8')).map((f) => `${relative(process.cwd(), file)}:${f.line}: "${f.variant}", write "${f.use}"`),
    );
    expect(problems).toEqual([]);
  });
});
