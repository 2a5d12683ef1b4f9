import { describe, expect, it } from 'vitest';
import { answerParagraphs, nameInSentence, textGlitches, visibleText } from '@/lib/content/text';
import { MINIMUMS_WORDS_EN } from '@/lib/eligibility/minimums.en';

describe('nameInSentence', () => {
  it('lowercases an ordinary first word', () => {
    expect(nameInSentence('Merchant cash advance')).toBe('merchant cash advance');
  });
  it('keeps acronyms in capitals', () => {
    expect(nameInSentence('SBA 7(a) loan')).toBe('SBA 7(a) loan');
    expect(nameInSentence('MCA')).toBe('MCA');
  });
  it('never writes "sba" in lower case for any product the site names', () => {
    const names = Object.values(MINIMUMS_WORDS_EN.products).map((words) => nameInSentence(words.name));
    expect(names.some((name) => name.includes('SBA'))).toBe(true);
    for (const name of names) expect(name).not.toMatch(/\bsba\b/);
  });
});

describe('textGlitches', () => {
  const names = ['Restaurants', 'restaurants', 'Auto Repair', 'auto repair shops', 'Manufacturing'];

  it('finds a word qualifier doubled by a symbol, across the tags visibleText removes', () => {
    expect(textGlitches(visibleText('<dt>Up to</dt><dd>&le; $500,000</dd>'), names)).toEqual(['doubled qualifier: "Up to ≤ $500,000"']);
    expect(textGlitches('offers under < $1,000,000', names)).toHaveLength(1);
  });

  it('finds a plural industry name used before "advance(s)", in any case', () => {
    expect(textGlitches('Funders commonly advertise restaurants advances of $25,000.', names)).toHaveLength(1);
    expect(textGlitches('Auto repair shops advance offers', names)).toHaveLength(1);
  });

  it('passes correct forms: a plain cap, the singular, and a name that is not plural', () => {
    expect(textGlitches('up to $500,000; ≤ $500,000; an advance to restaurants; restaurant advances; Manufacturing advances', names)).toEqual([]);
  });
});

describe('answerParagraphs', () => {
  it('splits an answer at blank lines and joins wrapped lines', () => {
    expect(answerParagraphs('One line\nwrapped.\n\nSecond.\n  \nThird.')).toEqual(['One line wrapped.', 'Second.', 'Third.']);
    expect(answerParagraphs('Just one.')).toEqual(['Just one.']);
  });
});
