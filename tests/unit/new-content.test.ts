import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEntry, slugify } from '../../scripts/new-content.mjs';

describe('npm run new', () => {
  it('makes kebab-case file names from titles', () => {
    expect(slugify('What a Renewal Really Costs?')).toBe('what-a-renewal-really-costs');
    expect(slugify('  Café  & Co. ')).toBe('cafe-co');
  });
  it('writes a dated draft with every required field', () => {
    const root = mkdtempSync(join(tmpdir(), 'new-'));
    const file = createEntry({ kind: 'article', title: 'Renewals', root, today: '2026-11-22' });
    const text = readFileSync(file, 'utf8');
    for (const field of ['title:', 'description:', 'excerpt:', 'publishDate: 2026-11-22', 'updatedDate: 2026-11-22', 'author: editorial-team', 'draft: true']) {
      expect(text).toContain(field);
    }
  });
  it('refuses an unknown kind or an empty title with a clear message', () => {
    const root = mkdtempSync(join(tmpdir(), 'new-'));
    expect(() => createEntry({ kind: 'poem', title: 'x', root })).toThrow(/Unknown kind/);
    expect(() => createEntry({ kind: 'article', title: '  ', root })).toThrow(/Give a title/);
  });
});
