import { describe, expect, it } from 'vitest';
import { MIN_CITY_NOTE_WORDS, cityPageCanonical, isCityPageIndexable, wordCount } from '@/lib/landing/indexing';

const base = '/resources/funding-by-location';
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
const withNote = { slug: 'houston', industryNotes: { trucking: { text: words(MIN_CITY_NOTE_WORDS) } } };
const shortNote = { slug: 'dallas', industryNotes: { trucking: { text: words(MIN_CITY_NOTE_WORDS - 1) } } };
const noNotes: { slug: string; industryNotes?: Record<string, { text: string }> } = { slug: 'austin' };

describe('the city page indexing rule', () => {
  it('counts words, not punctuation', () => {
    expect(wordCount('Port of Houston — freight,  fuel and repairs.')).toBe(7);
  });
  it('indexes a city page whose city has a long enough note on that industry', () => {
    expect(isCityPageIndexable(withNote, 'trucking')).toBe(true);
    expect(cityPageCanonical('texas', withNote, 'trucking')).toBe(`${base}/texas/houston/trucking-cash-advance`);
  });
  it('does not index a page whose note is one word short, or that has no note for the industry', () => {
    expect(isCityPageIndexable(shortNote, 'trucking')).toBe(false);
    expect(isCityPageIndexable(withNote, 'restaurants')).toBe(false);
    expect(isCityPageIndexable(noNotes, 'trucking')).toBe(false);
    expect(cityPageCanonical('texas', noNotes, 'trucking')).toBe(`${base}/texas/trucking-cash-advance`);
  });
});
