import { describe, expect, it } from 'vitest';
import * as host from '../../scripts/static-host.mjs';

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
  it('parses _headers blocks and merges matching rules in order', () => {
    const rules = host.parseHeaders('/*\n  X-A: 1\n  Cache-Control: short\n/_astro/*\n  Cache-Control: long\n');
    expect(host.headersFor(rules, '/_astro/x.js')).toEqual({ 'X-A': '1', 'Cache-Control': 'long' });
    expect(host.headersFor(rules, '/blog')).toEqual({ 'X-A': '1', 'Cache-Control': 'short' });
  });
  it('tries the file, .html and index.html, and refuses to leave the root', () => {
    expect(host.candidateFiles('/blog')).toEqual(['/blog', '/blog.html', '/blog/index.html']);
    expect(host.candidateFiles('/')).toEqual(['/index.html']);
    expect(host.candidateFiles('/../etc/passwd')).toBeUndefined();
    expect(host.candidateFiles('/%2e%2e/etc/passwd')).toBeUndefined();
    expect(host.candidateFiles('/%E0%A4%A')).toBeUndefined();
  });
  it('compresses text but not images', () => {
    expect(host.compressible(host.contentType('/a.html'))).toBe(true);
    expect(host.compressible(host.contentType('/a.svg'))).toBe(true);
    expect(host.compressible(host.contentType('/a.png'))).toBe(false);
  });
});
