import { describe, expect, it } from 'vitest';
import { isBlockedUrl, isOfficialUrl, officialLawLink, unfitSourceReason } from '@/lib/state-laws/official-sources';

describe('official hosts', () => {
  it('accepts https pages on .gov hosts and the listed legislature hosts', () => {
    expect(isOfficialUrl('https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=FIN&sectionNum=22800.')).toBe(true);
    expect(isOfficialUrl('https://www.ksrevisor.gov/statutes/chapters/ch75/075_007_0084.html')).toBe(true);
    expect(isOfficialUrl('https://billstatus.ls.state.ms.us/documents/2023/html/HB/1200-1299/HB1271IN.htm')).toBe(true);
    expect(isOfficialUrl('https://texreg.sos.state.tx.us/public/readtac$ext.ViewTAC?tac_view=4&ti=7&pt=5&ch=86')).toBe(true);
    expect(isOfficialUrl('https://govt.westlaw.com/calregs/Browse/Home/California/CaliforniaCodeofRegulations?guid=I2DA374A002B011EDAFD4F597EA22C7F5')).toBe(
      true,
    );
  });

  it("a listed host with a path counts only under that path; the Kansas revisor's old host no longer counts", () => {
    expect(isOfficialUrl('https://govt.westlaw.com/nycrr/Document/I0')).toBe(false);
    expect(isOfficialUrl('https://govt.westlaw.com/calregsx/Browse')).toBe(false);
    expect(isOfficialUrl('https://www.ksrevisor.org/statutes/chapters/ch75/075_007_0084.html')).toBe(false);
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

describe('unfitSourceReason', () => {
  it('rejects tag, category, author, archive and paged listings, and translated paths', () => {
    for (const url of [
      'https://debanked.com/tag/texas/',
      'https://debanked.com/category/regulation',
      'https://debanked.com/category/regulation/page/4/',
      'https://debanked.com/author/robertgage/',
      'https://www.alstonconsumerfinance.com/tag/commercial/',
      'https://example.com/blog/archive/2024',
      'https://mayerbrown.com/ja/insights/publications/2024/09/missouri-regulates-providers',
      'https://www.mayerbrown.com/pt/insights/publications/2023/06/georgia-enacts',
      'https://mayerbrown.com/de/insights/publications/2024/06/kansas-enacts',
    ])
      expect(unfitSourceReason(url), url).toBeDefined();
  });

  it('accepts dated articles, English paths and official pages', () => {
    for (const url of [
      'https://www.mayerbrown.com/en/insights/publications/2025/08/louisiana-now-requires-disclosures-for-revenue-based-financing-transactions',
      'https://buckleyfirm.com/blog/2024-04-19/kansas-enacts-its-commercial-financing-disclosure-act',
      'https://www.nysenate.gov/legislation/laws/CVP/3218',
      'https://www.consumerfinanceandfintechblog.com/?p=9469',
      'https://example.com/insights/tagging-receivables',
    ])
      expect(unfitSourceReason(url), url).toBeUndefined();
  });
});

describe('officialLawLink', () => {
  const bill = { title: 'HB 700', url: 'https://capitol.texas.gov/tlodocs/89R/billtext/html/HB00700F.htm', kind: 'bill' as const };
  const statute = { title: 'Fin. Code ch. 398', url: 'https://statutes.capitol.texas.gov/Docs/FI/htm/FI.398.htm', kind: 'statute' as const };

  it('prefers the statute, labelled "statute text", whatever the order in the data', () => {
    expect(officialLawLink({ status: 'in-force', officialSources: [bill, statute] })).toEqual({ href: statute.url, label: 'statute text', kind: 'statute' });
  });

  it('falls back to the bill, labelled "bill text"', () => {
    expect(officialLawLink({ status: 'enacted-not-in-force', officialSources: [bill] })).toEqual({ href: bill.url, label: 'bill text', kind: 'bill' });
  });

  it('gives no link where no law was found or none is official', () => {
    expect(officialLawLink({ status: 'none-found', officialSources: [bill] })).toBeUndefined();
    expect(officialLawLink({ status: 'in-force', officialSources: [] })).toBeUndefined();
    expect(officialLawLink({ status: 'in-force', officialSources: [{ ...statute, url: 'https://example.com/statute' }] })).toBeUndefined();
  });
});
