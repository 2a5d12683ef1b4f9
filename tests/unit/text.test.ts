import { describe, expect, it } from 'vitest';
import { answerParagraphs, nameInSentence } from '@/lib/content/text';
import { MINIMUMS } from '@/lib/eligibility/minimums';

describe('nameInSentence', () => {
  it('lowercases an ordinary first word', () => {
    expect(nameInSentence('Merchant cash advance')).toBe('merchant cash advance');
  });
  it('keeps acronyms in capitals', () => {
    expect(nameInSentence('SBA 7(a) loan')).toBe('SBA 7(a) loan');
    expect(nameInSentence('MCA')).toBe('MCA');
  });
  it('never writes "sba" in lower case for any product the site names', () => {
    const names = Object.values(MINIMUMS).map((rules) => nameInSentence(rules.name));
    expect(names.some((name) => name.includes('SBA'))).toBe(true);
    for (const name of names) expect(name).not.toMatch(/\bsba\b/);
  });
});

describe('answerParagraphs', () => {
  it('splits an answer at blank lines and joins wrapped lines', () => {
    expect(answerParagraphs('One line\nwrapped.\n\nSecond.\n  \nThird.')).toEqual(['One line wrapped.', 'Second.', 'Third.']);
    expect(answerParagraphs('Just one.')).toEqual(['Just one.']);
  });
});
