import { describe, expect, it } from 'vitest';
import { buildCsp, headersFile, inlineScripts, nginxHeaders, nginxRedirects, redirectsFile, sha256, withCspMeta } from '@/node/security-headers';

describe('inlineScripts', () => {
  it('finds executable inline scripts, not external ones or JSON-LD data', () => {
    const html = '<script>a()</script><script type="module">b()</script><script src="/x.js"></script><script type="application/ld+json">{}</script>';
    expect(inlineScripts(html)).toEqual(['a()', 'b()']);
  });
});

describe('buildCsp', () => {
  const csp = buildCsp({ scriptHashes: [sha256('a()'), sha256('a()')] });
  it('allows scripts by hash only', () => {
    const scriptSrc = /script-src ([^;]+)/.exec(csp)![1]!;
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('unsafe-eval');
    expect(scriptSrc.match(/sha256-/g)).toHaveLength(1);
  });
  it('locks down objects, base URI and framing', () => {
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(buildCsp({ scriptHashes: [], forMeta: true })).not.toContain('frame-ancestors');
  });
  it('hashes like the browser does (base64 SHA-256 of the exact text)', () => {
    expect(sha256('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });
});

describe('host files', () => {
  it('writes headers with short HTML caching and immutable hashed assets', () => {
    const text = headersFile("default-src 'self'");
    expect(text).toContain("Content-Security-Policy: default-src 'self'");
    expect(text).toMatch(/\/_astro\/\*\n {2}Cache-Control: public, max-age=31536000, immutable/);
    expect(text).toContain('X-Content-Type-Options: nosniff');
  });
  it('sets Cache-Control in one rule only (hosts join a header two rules set)', () => {
    expect(headersFile('x').match(/Cache-Control:/g)).toHaveLength(1);
  });
  it('writes redirects as 301s, with and without a trailing slash', () => {
    expect(redirectsFile({ '/a': '/b' })).toBe('/a /b 301\n/a/ /b 301\n');
    expect(nginxRedirects({ '/a': '/b' })).toBe('location = /a { return 301 "/b"; }\nlocation = /a/ { return 301 "/b"; }\n');
  });
  it('gives nginx every header once, on every status (always), through maps that are empty for 416', () => {
    const conf = nginxHeaders("default-src 'self'");
    const added = [...conf.matchAll(/^add_header (\S+) (\$\S+) always;$/gm)].map((m) => m[1]);
    expect(added).toEqual([
      'Content-Security-Policy',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'X-Frame-Options',
      'Cross-Origin-Opener-Policy',
      'Cross-Origin-Resource-Policy',
      'Strict-Transport-Security',
      'Cache-Control',
    ]);
    expect(conf.split('\n').filter((line) => line.startsWith('add_header'))).toHaveLength(added.length);
    const maps = [...conf.matchAll(/^map (\S+) \$\S+ \{\n {2}volatile;\n {2}(\S+) "";\n/gm)];
    expect(maps).toHaveLength(added.length);
    for (const [, key, first] of maps) expect(first, key).toBe(key === '$status' ? '416' : '"~^416:"');
    expect(conf).toContain('"~^[0-9]+:https$" "max-age=63072000; includeSubDomains";');
    expect(conf).toContain('"~^[0-9]+:https:/_astro/" "public, max-age=31536000, immutable";');
    expect(conf).toContain('default "same-origin";\n}\nadd_header Cross-Origin-Resource-Policy');
  });
  it('sends Cross-Origin-Resource-Policy: same-origin from _headers too', () => {
    expect(headersFile('x')).toContain('  Cross-Origin-Resource-Policy: same-origin');
  });
  it('puts the CSP meta first in head but after the charset, once', () => {
    const once = withCspMeta('<html><head><meta charset="utf-8" /><title>x</title></head></html>', "default-src 'self'");
    expect(once).toMatch(/^<html><head><meta charset="utf-8" \/><meta http-equiv="Content-Security-Policy"/);
    expect(withCspMeta(once, 'other')).toBe(once);
  });
  it('adds a charset first when a page has none', () => {
    expect(withCspMeta('<head><title>x</title></head>', 'c')).toMatch(/^<head><meta charset="utf-8"><meta http-equiv/);
  });
});
