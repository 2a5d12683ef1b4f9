import { describe, expect, it } from 'vitest';
import { isBlockedUrl, isOfficialUrl, officialLawLink } from '@/lib/state-laws/official-sources';

describe('official hosts', () => {
  it('accepts https pages on .gov hosts and the listed legislature hosts', () => {
    expect(isOfficialUrl('https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=FIN&sectionNum=22800.')).toBe(true);
    expect(isOfficialUrl('https://www.ksrevisor.org/statutes/chapters/ch75/075_007_0084.html')).toBe(true);
    expect(isOfficialUrl('https://billstatus.ls.state.ms.us/documents/2023/html/HB/1200-1299/HB1271IN.htm')).toBe(true);
  });

  it('rejects law firms, mirrors, look-alike hosts and plain http', () => {
    expect(isOfficialUrl('https://www.alstonconsumerfinance.com/tag/commercial/')).toBe(false);
    expect(isOfficialUrl('https://self-law.org/code/ca/code-of-civil-procedure/1132')).toBe(false);
    expect(isOfficialUrl('https://nysenate.gov.example.com/laws')).toBe(false);
    expect(isOfficialUrl('https://notksrevisor.org/statutes')).toBe(false);
    expect(isOfficialUrl('http://capitol.texas.gov/tlodocs/89R/billtext/html/HB00700F.htm')).toBe(false);
    expect(isOfficialUrl('not a url')).toBe(false);
  });

  it('blocks listed hosts and their subdomains only', () => {
    expect(isBlockedUrl('https://www.fastdemocracy.com/bill-summary/')).toBe(true);
    expect(isBlockedUrl('https://app.legiplex.com/fl/legislature')).toBe(true);
    expect(isBlockedUrl('https://debanked.com/tag/texas/')).toBe(false);
  });
});

describe('officialLawLink', () => {
  const bill = { title: 'HB 700', url: 'https://capitol.texas.gov/tlodocs/89R/billtext/html/HB00700F.htm', kind: 'bill' as const };
  const statute = { title: 'Fin. Code ch. 398', url: 'https://statutes.capitol.texas.gov/Docs/FI/htm/FI.398.htm', kind: 'statute' as const };

  it('prefers the statute, labelled "statute text", whatever the order in the data', () => {
    expect(officialLawLink({ status: 'in-force', officialSources: [bill, statute] })).toEqual({ href: statute.url, label: 'statute text' });
  });

  it('falls back to the bill, labelled "bill text"', () => {
    expect(officialLawLink({ status: 'enacted-not-in-force', officialSources: [bill] })).toEqual({ href: bill.url, label: 'bill text' });
  });

  it('gives no link where no law was found or none is official', () => {
    expect(officialLawLink({ status: 'none-found', officialSources: [bill] })).toBeUndefined();
    expect(officialLawLink({ status: 'in-force', officialSources: [] })).toBeUndefined();
    expect(officialLawLink({ status: 'in-force', officialSources: [{ ...statute, url: 'https://example.com/statute' }] })).toBeUndefined();
  });
});
