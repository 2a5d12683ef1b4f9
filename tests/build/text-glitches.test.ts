import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { builtPages } from '../support/dist';
import { textGlitches, visibleText } from '@/lib/content/text';

/** Every industry's name and business noun, from the data: the plural ones are what the check looks for. */
const INDUSTRIES_DIR = join(process.cwd(), 'content', 'industries');
const industryNames = readdirSync(INDUSTRIES_DIR)
  .filter((f) => /^[^_].*\.ya?ml$/.test(f))
  .flatMap((f) => {
    const data = parse(readFileSync(join(INDUSTRIES_DIR, f), 'utf8')) as { name: string; businessNoun: string };
    return [data.name, data.businessNoun];
  });

describe('text glitches in dist/', () => {
  it('no page has a doubled qualifier ("Up to ≤") or a plural industry name before "advance(s)"', () => {
    const problems = builtPages().flatMap((page) => {
      const main = page.html.split('<main')[1]?.split('</main>')[0] ?? page.html;
      return textGlitches(visibleText(main), industryNames).map((glitch) => `${page.path}: ${glitch}`);
    });
    expect(problems).toEqual([]);
  });

  it('the check catches each kind of glitch in a fixture, and passes the correct forms', () => {
    const fixture = readFileSync(join(process.cwd(), 'tests', 'fixtures', 'bad-html', 'text-glitches.html'), 'utf8');
    const found = textGlitches(visibleText(fixture), industryNames);
    expect(found).toHaveLength(4);
    expect(found.join('\n')).toContain('Up to ≤ $500,000');
    expect(found.join('\n')).toContain('under < $1,000,000');
    expect(found.join('\n')).toContain('restaurants advances');
    expect(found.join('\n')).toContain('Salons and Barbers advance');
  });
});
