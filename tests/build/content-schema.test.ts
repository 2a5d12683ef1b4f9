import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { copyProject, runAstro } from '../support/project-copy';
import { createEntry } from '../../scripts/new-content.mjs';
import { warningLines } from '../support/build-log';

const FIXTURES = join(process.cwd(), 'tests', 'fixtures', 'bad-content');
let project: ReturnType<typeof copyProject>;

beforeAll(() => {
  project = copyProject();
});
afterAll(() => project.remove());

/** Put one fixture into the copy's blog (or other) folder, run `astro sync` (which validates every entry), take it out. */
async function syncWith(fixture: string, folder = 'blog') {
  const target = join(project.dir, 'content', folder, fixture);
  copyFileSync(join(FIXTURES, fixture), target);
  try {
    return await runAstro(project.dir, ['sync']);
  } finally {
    rmSync(target);
  }
}

describe('a malformed content file fails the build, naming the file and the field', () => {
  it('missing title', async () => {
    const { status, output } = await syncWith('missing-title.mdx');
    expect(status).not.toBe(0);
    expect(output).toContain('content/blog/missing-title.mdx');
    expect(output).toMatch(/title.*Required|Required.*title|\*\*title\*\*/s);
  });

  it('description too long', async () => {
    const { status, output } = await syncWith('long-description.mdx');
    expect(status).not.toBe(0);
    expect(output).toContain('long-description.mdx');
    expect(output).toContain('description');
    expect(output).toContain('160 characters or fewer');
  });

  it('a city profile that does not name its city (a hero sentence fragment)', async () => {
    const file = join(project.dir, 'content', 'states', 'texas.yaml');
    const original = readFileSync(file, 'utf8');
    writeFileSync(file, original.replace("Houston is Texas's largest city, built on", "The state's largest city, built on"));
    try {
      const { status, output } = await runAstro(project.dir, ['sync']);
      expect(status).not.toBe(0);
      expect(output).toContain('texas.yaml');
      expect(output).toContain('Name Houston in its profile');
    } finally {
      writeFileSync(file, original);
    }
  });

  it('unknown related reference', async () => {
    const { status, output } = await syncWith('unknown-related.mdx');
    expect(status).not.toBe(0);
    expect(output).toContain('unknown-related.mdx');
    expect(output).toContain('related');
    expect(output).toContain('guides/no-such-guide');
  });
});

describe('the glossary list fails the build on a broken entry, naming it', () => {
  /** Add `entry` to the copy's content/glossary/terms.yaml, run `astro sync`, put the file back. */
  async function syncWithTerm(entry: string) {
    const file = join(project.dir, 'content', 'glossary', 'terms.yaml');
    const original = readFileSync(file, 'utf8');
    writeFileSync(file, `${original}\n${entry}`);
    try {
      return await runAstro(project.dir, ['sync']);
    } finally {
      writeFileSync(file, original);
    }
  }

  it('a term whose covering guide does not exist', async () => {
    const { status, output } = await syncWithTerm(
      '- id: fixture-term\n  term: Fixture term\n  definition: "A term used only by this test, pointing at a guide that does not exist."\n  guide: guides/no-such-guide\n',
    );
    expect(status).not.toBe(0);
    expect(output).toContain('guides/no-such-guide');
    expect(output).toContain('does not match any file in content/guides or content/blog');
  });

  it('two terms with one anchor', async () => {
    const { status, output } = await syncWithTerm(
      '- id: factor-rate\n  term: Factor\n  definition: "A second entry that reuses the factor-rate anchor, which the build must refuse."\n  guide: guides/merchant-cash-advance\n',
    );
    expect(status).not.toBe(0);
    expect(output).toContain('Duplicate anchor "factor-rate"');
  });
});

describe('two sources are required on articles', () => {
  it('an article with no sources fails, asking for them', async () => {
    const { status, output } = await syncWith('missing-sources.mdx');
    expect(status).not.toBe(0);
    expect(output).toContain('missing-sources.mdx');
    expect(output).toContain('List at least two sources of this page');
  });

  it('an article with a single source fails, asking for a second', async () => {
    const { status, output } = await syncWith('one-source.mdx');
    expect(status).not.toBe(0);
    expect(output).toContain('one-source.mdx');
    expect(output).toContain('List at least two sources of this page');
  });
});

describe('a source needs a full web address, and the error names the file and the field', () => {
  const cases: Array<[string, string, string]> = [
    [
      'source-without-scheme.mdx',
      'an address without https:// shows the rule and an example',
      'A source url must be a full web address starting with https://, e.g.',
    ],
    ['source-without-url.mdx', 'a source with no address asks for one', 'Give each source a url (https://…).'],
  ];
  for (const [fixture, title, message] of cases) {
    it(title, async () => {
      const { status, output } = await syncWith(fixture);
      expect(status).not.toBe(0);
      expect(output).toContain(`content/blog/${fixture}`);
      expect(output).toContain('sources.1.url');
      expect(output).toContain(message);
    });
  }
});

describe('a guide or article links its sources over https only (the schema, not only a test over dist/)', () => {
  it('an http:// source in a guide fails, naming the file, the field and the rule', async () => {
    const { status, output } = await syncWith('http-source.mdx', 'guides');
    expect(status).not.toBe(0);
    expect(output).toContain('content/guides/http-source.mdx');
    expect(output).toContain('sources.1.url: A source url must be a full web address starting with https://, e.g.');
  });
});

describe('a field the schema does not know fails the build, naming the file and the field (never dropped)', () => {
  it('a misspelt top-level field and an unknown one inside a source', async () => {
    const { status, output } = await syncWith('unknown-field.mdx');
    expect(status).not.toBe(0);
    expect(output).toContain('content/blog/unknown-field.mdx');
    expect(output).toContain('updateDate: "updateDate" is not a field here (did you mean "updatedDate"?)');
    expect(output).toContain('sources.2.urll: "urll" is not a field here (did you mean "url"?)');
  });
});

describe('two files that are one entry fail the build, naming both (one page would silently replace the other)', () => {
  it('sba-loans.md beside sba-loans.mdx', async () => {
    const { status, output } = await syncWith('sba-loans.md', 'guides');
    expect(status).not.toBe(0);
    expect(output).toContain('Two files in content/guides are the same entry "sba-loans": content/guides/sba-loans.md and content/guides/sba-loans.mdx.');
  });

  it('a slug: in one guide naming another guide', async () => {
    const { status, output } = await syncWith('slug-of-another.mdx', 'guides');
    expect(status).not.toBe(0);
    expect(output).toContain(
      'Two files in content/guides are the same entry "sba-loans": content/guides/sba-loans.mdx and content/guides/slug-of-another.mdx.',
    );
  });

  it('texas.yml beside texas.yaml in a data collection', async () => {
    const copy = join(project.dir, 'content', 'state-laws', 'texas.yml');
    copyFileSync(join(project.dir, 'content', 'state-laws', 'texas.yaml'), copy);
    try {
      const { status, output } = await runAstro(project.dir, ['sync']);
      expect(status).not.toBe(0);
      expect(output).toContain('Two files in content/state-laws are the same entry "texas": content/state-laws/texas.yaml and content/state-laws/texas.yml.');
    } finally {
      rmSync(copy);
    }
  });
});

describe('content dates must be real YYYY-MM-DD dates, and the error names the file and the field', () => {
  const cases: Array<[string, string, string]> = [
    ['impossible-publish-date.mdx', 'publishDate', '2026-02-30'],
    ['impossible-updated-date.mdx', 'updatedDate', '2026-13-45'],
    ['quoted-impossible-date.mdx', 'updatedDate', '2026-04-31'],
    ['prose-date.mdx', 'publishDate', 'Nov 22, 2026'],
  ];
  for (const [fixture, field, value] of cases) {
    it(`${field}: ${value}`, async () => {
      const { status, output } = await syncWith(fixture);
      expect(status).not.toBe(0);
      expect(output).toContain(`content/blog/${fixture}`);
      expect(output).toContain(`${field}: "${value}" is not a real date`);
    });
  }
});

describe('npm run new', () => {
  // A full build of the copy: generous time, because the machine may be busy.
  it('writes an article with valid frontmatter that builds, and a guide and an FAQ entry', { timeout: 300_000 }, async () => {
    const today = '2026-11-22';
    const article = createEntry({ kind: 'article', title: 'What a renewal really costs', root: project.dir, today });
    const guide = createEntry({ kind: 'guide', title: 'Revenue-based financing basics', root: project.dir, today });
    const faq = createEntry({ kind: 'faq', title: 'Can I renew early', root: project.dir, today });
    expect(article).toMatch(/content\/blog\/what-a-renewal-really-costs\.mdx$/);
    expect(readFileSync(article, 'utf8')).toContain(`publishDate: ${today}`);
    expect(() => createEntry({ kind: 'article', title: 'What a renewal really costs', root: project.dir, today })).toThrow(/already exists/);
    // Published (not draft), the article must build and appear on the blog list.
    writeFileSync(article, readFileSync(article, 'utf8').replace('draft: true', 'draft: false'));
    const { status, output } = await runAstro(project.dir, ['build']);
    expect(status, output.slice(-2000)).toBe(0);
    // A clean build prints no warning, with a new article and a draft guide too (tests/build/build-log.test.ts).
    expect(warningLines(output)).toEqual([]);
    expect(readFileSync(join(project.dir, 'dist', 'blog', 'index.html'), 'utf8')).toContain('What a renewal really costs');
    expect(readFileSync(join(project.dir, 'dist', 'rss.xml'), 'utf8')).toContain('What a renewal really costs');
    expect(guide).toMatch(/content\/guides\/revenue-based-financing-basics\.mdx$/);
    // The new guide is still a draft (the fixture the draft rules need): built nowhere, listed nowhere.
    expect(readFileSync(guide, 'utf8')).toContain('draft: true');
    const dist = (file: string) => readFileSync(join(project.dir, 'dist', file), 'utf8');
    expect(() => readFileSync(join(project.dir, 'dist', 'guides', 'revenue-based-financing-basics', 'index.html'))).toThrow();
    expect(dist('guides/index.html')).not.toContain('revenue-based-financing-basics');
    expect(dist('sitemap-0.xml')).not.toContain('revenue-based-financing-basics');
    expect(dist('blog/index.html')).not.toContain('revenue-based-financing-basics');
    expect(faq).toMatch(/content\/faq\/can-i-renew-early\.yaml$/);
  });
});
