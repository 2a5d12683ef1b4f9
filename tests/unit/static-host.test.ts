import { describe, expect, it } from 'vitest';
import * as host from '../../scripts/static-host.mjs';
import { headersFile } from '@/node/security-headers';

describe('static host rules', () => {
  it('parses _redirects lines with a default 301', () => {
    expect(host.parseRedirects('# c\n/a /b\n/c https://x.test/ 302\n')).toEqual([
      { from: '/a', to: '/b', status: 301 },
      { from: '/c', to: 'https://x.test/', status: 302 },
    ]);
  });
  it('finds a redirect with or without a trailing slash', () => {
    const rules = host.parseRedirects('/a /b');
    expect(host.findRedirect(rules, '/a/')?.to).toBe('/b');
    expect(host.findRedirect(rules, '/ab')).toBeUndefined();
  });
  it('applies every matching _headers rule and joins a repeated header, as the hosts do', () => {
    const rules = host.parseHeaders('/*\n  X-A: 1\n  Cache-Control: short\n/_astro/*\n  Cache-Control: long\n');
    expect(host.resolveHeaders(rules, '/_astro/x.js')).toEqual({ headers: { 'X-A': '1', 'Cache-Control': 'short, long' }, repeated: ['Cache-Control'] });
    expect(host.resolveHeaders(rules, '/blog')).toEqual({ headers: { 'X-A': '1', 'Cache-Control': 'short' }, repeated: [] });
  });
  it('detaches a header with `! Name`', () => {
    const rules = host.parseHeaders('/*\n  X-A: 1\n  X-B: 2\n/_astro/*\n  ! X-A\n');
    expect(host.headersFor(rules, '/_astro/x.js')).toEqual({ 'X-B': '2' });
    expect(host.headersFor(rules, '/')).toEqual({ 'X-A': '1', 'X-B': '2' });
  });
  it("the site's own _headers sets no header twice for a page or a hashed asset", () => {
    const rules = host.parseHeaders(headersFile("default-src 'self'"));
    for (const path of ['/', '/blog', '/_astro/a.js', '/404', '/favicon.svg']) expect(host.resolveHeaders(rules, path).repeated, path).toEqual([]);
    expect(host.headersFor(rules, '/_astro/a.js')['Cache-Control']).toContain('immutable');
  });
  it('reads a request target as nginx does: merged slashes, decoded, dot segments resolved', () => {
    expect(host.requestPath('//example.com/blog?x=1')).toBe('/example.com/blog');
    expect(host.requestPath('/a/./b/../c')).toBe('/a/c');
    expect(host.requestPath('/%5Fheaders')).toBe('/_headers');
    expect(host.requestPath('/../etc/passwd')).toBeUndefined();
    expect(host.requestPath('/%E0%A4%A')).toBeUndefined();
    expect(host.requestPath('/a%00b')).toBeUndefined();
    expect(host.requestPath('http://example.com/')).toBeUndefined();
  });
  it('reads a target in absolute form as nginx does: its host, and its path or /', () => {
    expect(host.originForm('/blog?x=1')).toEqual({ target: '/blog?x=1' });
    expect(host.originForm('http://example.com/blog?x=1')).toEqual({ host: 'example.com', target: '/blog?x=1' });
    expect(host.originForm('HTTPS://example.com:8443')).toEqual({ host: 'example.com:8443', target: '/' });
    expect(host.originForm('http://a..b/x').host).toBe('a..b');
  });
  it('hides host files and names starting with _ outside /_astro/', () => {
    expect(host.isHidden('/_headers')).toBe(true);
    expect(host.isHidden('/_nginx-redirects.conf')).toBe(true);
    expect(host.isHidden('/blog/_draft')).toBe(true);
    expect(host.isHidden('/_astro/_page_.abc.css')).toBe(false);
    expect(host.isHidden('/blog/my_post')).toBe(false);
  });
  it('tries the file, .html and index.html, and refuses to leave the root', () => {
    expect(host.candidateFiles('/blog')).toEqual(['/blog', '/blog.html', '/blog/index.html']);
    expect(host.candidateFiles('/')).toEqual(['/index.html']);
    // A trailing slash names a directory: only its index.html answers, never a file of that name (nginx).
    expect(host.candidateFiles('/blog/')).toEqual(['/blog/index.html']);
    expect(host.candidateFiles('/favicon.svg/')).toEqual(['/favicon.svg/index.html']);
    expect(host.candidateFiles('/../etc/passwd')).toBeUndefined();
  });
  it('compresses text but not images', () => {
    expect(host.compressible(host.contentType('/a.html'))).toBe(true);
    expect(host.compressible(host.contentType('/a.svg'))).toBe(true);
    expect(host.compressible(host.contentType('/a.png'))).toBe(false);
  });
});

describe('Accept-Encoding q-values', () => {
  const both = ['br', 'gzip'];
  const cases: Array<[string | undefined, string]> = [
    [undefined, 'identity'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['gzip;q=0', 'identity'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['*', 'br'],
    ['*;q=0, identity', 'identity'],
    ['GZIP', 'gzip'],
    ['identity', 'identity'],
  ];
  for (const [header, expected] of cases) it(`${header ?? '(none)'} → ${expected}`, () => expect(host.chooseEncoding(header, both)).toBe(expected));
  it('never picks a coding that has no file', () => expect(host.chooseEncoding('br', ['gzip'])).toBe('identity'));
});

describe('validators and ranges', () => {
  it('formats ETags as nginx does and compares them weakly', () => {
    const tag = host.etagFor(1_700_000_000_500, 4096);
    expect(tag).toBe('"6553f100-1000"');
    expect(host.etagMatches(tag, tag)).toBe(true);
    expect(host.etagMatches(`"x", W/${tag}`, tag)).toBe(true);
    expect(host.etagMatches('"other"', tag)).toBe(false);
  });
  it('reads one byte range', () => {
    expect(host.parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(host.parseRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(host.parseRange('bytes=-10', 1000)).toEqual({ start: 990, end: 999 });
    expect(host.parseRange('bytes=0-5000', 1000)).toEqual({ start: 0, end: 999 });
    expect(host.parseRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(host.parseRange('bytes=0-1,5-6', 1000)).toBe('ignore');
    expect(host.parseRange('items=0-1', 1000)).toBe('ignore');
    expect(host.parseRange(undefined, 1000)).toBe('ignore');
  });
  it('reads ranges as nginx does with max_ranges 1', () => {
    const cases: Array<[string, ReturnType<typeof host.parseRange>]> = [
      ['bytes= 10 - 19 ', { start: 10, end: 19 }],
      ['BYTES=10-19', { start: 10, end: 19 }],
      ['bytes=0-0,5000-', { start: 0, end: 0 }], // the range past the end is dropped, one is left
      ['bytes=0-1,5-6', 'ignore'], // two ranges: the whole file
      ['bytes=5-2', 'unsatisfiable'], // reversed
      ['bytes=a-b', 'unsatisfiable'],
      ['bytes=1-2x', 'unsatisfiable'],
      ['bytes=-', 'unsatisfiable'],
      ['bytes=-0', 'unsatisfiable'],
      ['bytes=99999999999999999999-', 'unsatisfiable'], // past nginx's largest offset
      ['bytes=0-99999999999999999', { start: 0, end: 999 }],
      ['bytes=', 'ignore'],
      ['bytes =0-1', 'ignore'],
    ];
    for (const [header, expected] of cases) expect(host.parseRange(header, 1000), header).toEqual(expected);
    expect(host.parseRange('bytes=0-', 0)).toBe('ignore'); // an empty file: the whole (empty) file
  });
  it('honours If-Range only when it is this ETag or exactly this Last-Modified', () => {
    const modified = Date.parse('Tue, 24 Nov 2026 10:00:00 GMT');
    expect(host.ifRangeMatches(undefined, '"a-1"', modified)).toBe(true);
    expect(host.ifRangeMatches('"a-1"', '"a-1"', modified)).toBe(true);
    expect(host.ifRangeMatches('"b-2"', '"a-1"', modified)).toBe(false);
    expect(host.ifRangeMatches('Tue, 24 Nov 2026 10:00:00 GMT', '"a-1"', modified)).toBe(true);
    expect(host.ifRangeMatches('Tue, 24 Nov 2026 10:00:01 GMT', '"a-1"', modified)).toBe(false);
  });
  it('answers 304 only when every condition sent matches (nginx: If-Modified-Since exactly, not "since")', () => {
    const modified = Date.parse('Tue, 24 Nov 2026 10:00:00 GMT');
    const same = 'Tue, 24 Nov 2026 10:00:00 GMT';
    expect(host.notModified({}, '"a-1"', modified)).toBe(false);
    expect(host.notModified({ ifModifiedSince: same }, '"a-1"', modified)).toBe(true);
    expect(host.notModified({ ifModifiedSince: 'Tue, 01 Jan 2036 00:00:00 GMT' }, '"a-1"', modified)).toBe(false);
    expect(host.notModified({ ifModifiedSince: 'Mon, 23 Nov 2026 10:00:00 GMT' }, '"a-1"', modified)).toBe(false);
    expect(host.notModified({ ifModifiedSince: 'not a date' }, '"a-1"', modified)).toBe(false);
    expect(host.notModified({ ifNoneMatch: 'W/"a-1"' }, '"a-1"', modified)).toBe(true);
    expect(host.notModified({ ifNoneMatch: '"a-1"', ifModifiedSince: 'Tue, 01 Jan 2036 00:00:00 GMT' }, '"a-1"', modified)).toBe(false);
  });
  it('fails a precondition (412) as nginx does: changed since If-Unmodified-Since, or not the If-Match ETag', () => {
    const modified = Date.parse('Tue, 24 Nov 2026 10:00:00 GMT');
    expect(host.preconditionFailed({}, '"a-1"', modified)).toBe(false);
    expect(host.preconditionFailed({ ifUnmodifiedSince: 'Tue, 24 Nov 2026 10:00:00 GMT' }, '"a-1"', modified)).toBe(false);
    expect(host.preconditionFailed({ ifUnmodifiedSince: 'Wed, 25 Nov 2026 10:00:00 GMT' }, '"a-1"', modified)).toBe(false);
    expect(host.preconditionFailed({ ifUnmodifiedSince: 'Mon, 23 Nov 2026 10:00:00 GMT' }, '"a-1"', modified)).toBe(true);
    expect(host.preconditionFailed({ ifUnmodifiedSince: 'soon' }, '"a-1"', modified)).toBe(true);
    expect(host.preconditionFailed({ ifMatch: '*' }, '"a-1"', modified)).toBe(false);
    expect(host.preconditionFailed({ ifMatch: '"b", "a-1"' }, '"a-1"', modified)).toBe(false);
    expect(host.preconditionFailed({ ifMatch: 'W/"a-1"' }, '"a-1"', modified)).toBe(true);
  });
  it('accepts a Host as nginx does', () => {
    for (const ok of ['localhost', 'www.ledgerwise.org', 'www.ledgerwise.org.', 'localhost:4321', '[::1]:443', '127.0.0.1', 'a\\b'])
      expect(host.validHost(ok), ok).toBe(true);
    for (const bad of ['', '.', 'a..b', 'a/b', 'a b', ':80', 'a\x7fb']) expect(host.validHost(bad), bad).toBe(false);
  });
  it('refuses the request headers nginx refuses (400)', () => {
    expect(host.badRequestHeaders(['Host', 'localhost'], '1.1')).toBeUndefined();
    expect(host.badRequestHeaders([], '1.0')).toBeUndefined();
    expect(host.badRequestHeaders([], '1.1')).toBe('no Host header');
    expect(host.badRequestHeaders(['Host', 'a', 'host', 'b'], '1.1')).toBe('duplicate header: host');
    expect(host.badRequestHeaders(['Host', 'a', 'If-None-Match', '"x"', 'If-None-Match', '"y"'], '1.1')).toBe('duplicate header: If-None-Match');
    expect(host.badRequestHeaders(['Host', 'a', 'Accept', 'x', 'Accept', 'y'], '1.1')).toBeUndefined();
    expect(host.badRequestHeaders(['Host', 'a..b'], '1.1')).toBe('invalid Host header');
    expect(host.badRequestHeaders(['Host', 'a', 'X-A', 'a'.repeat(9000)], '1.1')).toBe('header line too long: X-A');
  });
});
