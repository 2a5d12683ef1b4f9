import { describe, expect, it } from 'vitest';
import { withSourceFile } from '@/lib/content/source-error';

describe('withSourceFile', () => {
  it('puts the source file in front of the message and keeps the original as the cause', () => {
    const original = new TypeError("Cannot read properties of undefined (reading 'payback')");
    const named = withSourceFile(original, 'content/blog/x.mdx');
    expect(named.message).toBe("content/blog/x.mdx: Cannot read properties of undefined (reading 'payback')");
    expect(named.cause).toBe(original);
  });
  it('does not name the file twice, and leaves errors without a file alone', () => {
    const once = withSourceFile(new Error('boom'), 'content/a.mdx');
    expect(withSourceFile(once, 'content/a.mdx')).toBe(once);
    const plain = new Error('boom');
    expect(withSourceFile(plain, undefined)).toBe(plain);
    expect(withSourceFile('text', 'content/a.mdx').message).toBe('content/a.mdx: text');
  });
});
