import { describe, expect, it } from 'vitest';
import { closestField, unknownFieldMessage } from '@/lib/content/unknown-fields';
import { duplicateIdMessage, entryId, idRegistry } from '@/lib/content/entry-ids';

describe('unknown fields are named, with the field most likely meant', () => {
  const law = ['name', 'citation', 'scope', 'capUsd', 'capInclusive', 'capText', 'inForceDate'];
  it('suggests the real field for a typo, whatever the case', () => {
    expect(closestField('capUsdd', law)).toBe('capUsd');
    expect(closestField('capusd', law)).toBe('capUsd');
    expect(closestField('inForcedate', law)).toBe('inForceDate');
    expect(closestField('updateDate', ['publishDate', 'updatedDate'])).toBe('updatedDate');
  });
  it('suggests nothing for a field that is not close to any', () => {
    expect(closestField('foo', ['name', 'coj', 'law'])).toBeUndefined();
    expect(closestField('aprTolerance', law)).toBeUndefined();
  });
  it('the message names the field, the guess and the fields the block takes', () => {
    expect(unknownFieldMessage('capUsdd', law)).toBe(
      '"capUsdd" is not a field here (did you mean "capUsd"?): the build stops rather than drop it. Fields here: name, citation, scope, capUsd, capInclusive, capText, inForceDate.',
    );
    expect(unknownFieldMessage('foo', ['name'])).toBe('"foo" is not a field here: the build stops rather than drop it. Fields here: name.');
  });
});

describe('entry ids and the one-file-per-id rule', () => {
  it('an entry is its path without the extension, or its slug: when it has one', () => {
    expect(entryId('sba-loans.mdx', {}, 'content/guides')).toBe('sba-loans');
    expect(entryId('es/prestamos-sba.mdx', {}, 'content/guides')).toBe('es/prestamos-sba');
    expect(entryId('texas.yml', {}, 'content/state-laws')).toBe('texas');
    expect(entryId('notes/index.md', {}, 'content/guides')).toBe('notes');
    expect(entryId('other.mdx', { slug: 'sba-loans' }, 'content/guides')).toBe('sba-loans');
  });
  it('a file name that is not lowercase words joined by hyphens is refused, naming the file', () => {
    expect(() => entryId('SBA Loans.mdx', {}, 'content/guides')).toThrow(
      'content/guides/SBA Loans.mdx: name content files in lowercase words joined by hyphens',
    );
  });
  it('a second file with the same id throws, naming both files', () => {
    const register = idRegistry('content/guides', () => true);
    expect(register('sba-loans.mdx', 'sba-loans')).toBe('sba-loans');
    expect(register('sba-loans.mdx', 'sba-loans')).toBe('sba-loans');
    expect(() => register('sba-loans.md', 'sba-loans')).toThrow(duplicateIdMessage('content/guides', 'sba-loans', 'sba-loans.mdx', 'sba-loans.md'));
    expect(duplicateIdMessage('content/guides', 'sba-loans', 'sba-loans.mdx', 'sba-loans.md')).toContain(
      'Two files in content/guides are the same entry "sba-loans": content/guides/sba-loans.md and content/guides/sba-loans.mdx.',
    );
  });
  it('a renamed file (the first gone from disk) or a file whose slug changed frees its old id', () => {
    const onDisk = new Set(['b.mdx', 'c.mdx']);
    const register = idRegistry('content/blog', (entry) => onDisk.has(entry));
    register('a.mdx', 'a');
    expect(register('b.mdx', 'a')).toBe('a'); // a.mdx was renamed to b.mdx (with slug: a)
    register('c.mdx', 'c');
    register('c.mdx', 'c2'); // c.mdx now has slug: c2
    expect(register('d.mdx', 'c')).toBe('c');
  });
});
