import { describe, expect, it } from 'vitest';
import { builtPages } from '../support/dist';
import { mainText } from '../support/landing-text';
import { findRejectedVariants } from '@/lib/i18n/spanish-check';

/**
 * The term catalog (src/lib/i18n/terms-es.ts) over what a Spanish reader sees: every built /es/ page's main
 * text and title, whatever wrote it (content, a component, a tool's catalog). The content-file test
 * (tests/unit/spanish-terms.test.ts) names the line to fix; this one catches the words that come from code.
 */
const spanish = builtPages().filter((page) => page.path === '/es' || page.path.startsWith('/es/'));

/** The page less what is English on purpose: links to English documents (their titles) and text marked lang="en". */
const readable = (html: string) =>
  html.replace(/<a\b[^>]*hreflang="en"[^>]*>[\s\S]*?<\/a>/g, ' ').replace(/<(\w+)\b[^>]*\blang="en"[^>]*>[\s\S]*?<\/\1>/g, ' ');

describe('the built Spanish pages use the term catalog', () => {
  it('has pages to check', () => {
    expect(spanish.length).toBeGreaterThan(90);
  });

  it('no rejected variant ("New York" in prose, "High risk", «», "flujo de caja") in any page’s text or title', () => {
    const problems = spanish.flatMap((page) => {
      const title = /<title>([^<]*)<\/title>/.exec(page.html)?.[1] ?? '';
      return findRejectedVariants(`${title}\n${mainText(readable(page.html))}`).map((f) => `${page.path}: "${f.variant}", write "${f.use}"`);
    });
    expect([...new Set(problems)]).toEqual([]);
  });
});
