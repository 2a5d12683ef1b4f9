import { describe, expect, it } from 'vitest';
import { REPORT_PROBLEM_LABEL, reportProblemHref } from '@/lib/site/report-problem';
import { SITE } from '@/lib/site/config';

/** What a mail app reads from the link: the address, then each header decoded once. */
function read(href: string) {
  const url = new URL(href);
  return { protocol: url.protocol, to: url.pathname, params: [...new URLSearchParams(url.search)] };
}

describe('reportProblemHref', () => {
  it('writes to the editorial address with the page title in the subject and its address in the body', () => {
    const href = reportProblemHref('en', 'SBA loans & lines: 7(a) vs. 504?', 'https://www.ledgerwise.org/guides/sba-loans');
    expect(read(href)).toEqual({
      protocol: 'mailto:',
      to: SITE.email,
      params: [
        ['subject', 'Problem: SBA loans & lines: 7(a) vs. 504?'],
        ['body', 'https://www.ledgerwise.org/guides/sba-loans'],
      ],
    });
  });

  it('encodes every character that would end or change a header (&, ?, #, +, /, spaces) and non-ASCII as UTF-8', () => {
    const href = reportProblemHref('es', 'Tasa + cargos #1: ¿qué es?', 'https://www.ledgerwise.org/es/glosario?x=1#apr');
    const query = href.slice(href.indexOf('?') + 1);
    expect(query.split('&')).toHaveLength(2);
    expect(query).not.toMatch(/[ #+/?]/);
    expect(query).toContain('Tasa%20%2B%20cargos%20%231%3A%20%C2%BFqu%C3%A9%20es%3F');
    expect(read(href).params).toEqual([
      ['subject', 'Problema: Tasa + cargos #1: ¿qué es?'],
      ['body', 'https://www.ledgerwise.org/es/glosario?x=1#apr'],
    ]);
  });

  it('names the link in each language', () => {
    expect(REPORT_PROBLEM_LABEL).toEqual({ en: 'Report a problem with this page', es: 'Informar un problema con esta página' });
  });
});
