import { describe, expect, it } from 'vitest';
import { findBadDates, parseContentDate, realIsoDate } from '@/lib/content/date-rules';

describe('content dates', () => {
  it('accepts real YYYY-MM-DD dates, including Feb 29 in a leap year', () => {
    expect(realIsoDate('2026-11-22')?.toISOString()).toBe('2026-11-22T00:00:00.000Z');
    expect(realIsoDate('2028-02-29')?.toISOString()).toBe('2028-02-29T00:00:00.000Z');
  });
  it('refuses impossible days and other spellings', () => {
    for (const text of ['2026-02-30', '2026-02-29', '2026-13-45', '2026-04-31', '2026-00-10', '2026-1-5', 'Nov 22, 2026', '2026-11-22T10:00:00Z', '']) {
      expect(realIsoDate(text), text).toBeUndefined();
    }
  });
  it('takes the Date YAML makes of an unquoted date, but not a timestamp', () => {
    expect(parseContentDate(new Date(Date.UTC(2026, 10, 22)))?.toISOString()).toBe('2026-11-22T00:00:00.000Z');
    expect(parseContentDate(new Date('2026-11-22T10:00:00Z'))).toBeUndefined();
    expect(parseContentDate('2026-11-22')?.toISOString()).toBe('2026-11-22T00:00:00.000Z');
    expect(parseContentDate(20261122)).toBeUndefined();
  });
  it('finds impossible dates in the raw text, before YAML rolls them over, naming field and line', () => {
    const mdx = '---\ntitle: x\npublishDate: 2026-02-30\nupdatedDate: "2026-11-22" # reviewed\n---\nBody mentions publishDate: never.\n';
    // Only the frontmatter is read: the body may say anything.
    expect(findBadDates(mdx)).toEqual([{ field: 'publishDate', value: '2026-02-30', line: 3 }]);
    const yaml = 'name: Texas\nlaw:\n  summary: x\n  lastReviewed: 2026-13-45\n';
    expect(findBadDates(yaml)).toEqual([{ field: 'lastReviewed', value: '2026-13-45', line: 4 }]);
    expect(findBadDates('publishDate: 2026-11-22\nupdatedDate: 2026-11-22\n')).toEqual([]);
    // Every collection's date fields, in-force dates included.
    expect(findBadDates('law:\n  inForceDate: 2027-02-29\n')).toEqual([{ field: 'inForceDate', value: '2027-02-29', line: 2 }]);
  });
  it('leaves quoted values to the schema, which applies the same rule and message', () => {
    expect(findBadDates('lastReviewed: "2026-02-30"\nupdatedDate: \'Nov 22, 2026\'\n')).toEqual([]);
  });
});
