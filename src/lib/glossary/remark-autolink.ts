/**
 * The remark step that links the first use of each glossary term (or a synonym) in a guide or article to
 * its entry on /glossary. Matching and replacing is mdast-util-find-and-replace (the maintained syntax-tree
 * utility remark-gfm uses for autolinks); no published glossary plugin both links only the first use per
 * term and skips headings, links and code, so the rule lives here, small and unit-tested.
 *
 * Never inside: headings, links and link references, code, HTML, MDX components (their text is a
 * component's, e.g. a call to action), and never in the Sources list (the layout renders it, not the body).
 */
import { findAndReplace, type ReplaceFunction } from 'mdast-util-find-and-replace';
import type { Root } from 'mdast';
import { GLOSSARY_PATH, GLOSSARY_PATH_ES, glossaryHref, linkPatterns, type GlossaryEntryLike } from './terms';
import { entryUrl, relatedRefUrl } from '../content/urls';
import { twinOf } from '../i18n/twins';

const IGNORE = [
  'heading',
  'link',
  'linkReference',
  'code',
  'inlineCode',
  'html',
  'mdxJsxFlowElement',
  'mdxJsxTextElement',
  'mdxFlowExpression',
  'mdxTextExpression',
];

/** Link the first use of each entry's words in `tree`, at most once per entry. Returns the ids linked. */
export function linkFirstUses(tree: Root, entries: readonly GlossaryEntryLike[], base: string = GLOSSARY_PATH): string[] {
  const linked = new Set<string>();
  for (const pattern of linkPatterns(entries)) {
    const replace: ReplaceFunction = (match: string) => {
      const id = pattern.idOf(match);
      if (!id || linked.has(id)) return false;
      linked.add(id);
      return { type: 'link', url: glossaryHref(id, base), title: null, children: [{ type: 'text', value: match }] };
    };
    findAndReplace(tree, [pattern.regex, replace], { ignore: IGNORE });
  }
  return [...linked];
}

/**
 * The page a file is, as glossary entries name it ("guides/merchant-cash-advance"), or undefined when the
 * file is not a guide or article (only those get links).
 */
export function contentRef(path: string | undefined): string | undefined {
  const match = /[\\/]content[\\/](guides|blog)[\\/]([^\\/]+)\.mdx?$/.exec(path ?? '');
  return match ? `${match[1]}/${match[2]}` : undefined;
}

/**
 * A Spanish guide or article ("content/guides/es/x.mdx"): the URL of its English twin (src/lib/i18n/pages.ts),
 * '' when it has none, or undefined for any other file.
 */
export function spanishTwinOf(path: string | undefined): string | undefined {
  const match = /[\\/]content[\\/](guides|blog)[\\/]es[\\/]([^\\/]+)\.mdx?$/.exec(path ?? '');
  if (!match) return undefined;
  return twinOf(entryUrl(match[1] as 'guides' | 'blog', `es/${match[2]}`))?.path ?? '';
}

/**
 * The remark plugin: `remarkPlugins: [[remarkGlossary, { entries }]]`. A term is not linked on the page that
 * covers it (its `guide`): that page already explains it at length.
 */
export function remarkGlossary(options: {
  entries: readonly (GlossaryEntryLike & { guide?: unknown })[];
  esEntries?: readonly (GlossaryEntryLike & { guide?: unknown })[];
}) {
  return (tree: Root, file: { path?: string }) => {
    // Spanish guides and articles link the Spanish list's words to /es/glosario (never on the twin of a term's own guide).
    const englishTwin = spanishTwinOf(file.path);
    if (englishTwin !== undefined) {
      const own = (entry: { guide?: unknown }) => typeof entry.guide === 'string' && relatedRefUrl(entry.guide) === englishTwin;
      if (options.esEntries)
        linkFirstUses(
          tree,
          options.esEntries.filter((entry) => !own(entry)),
          GLOSSARY_PATH_ES,
        );
      return;
    }
    const ref = contentRef(file.path);
    if (ref)
      linkFirstUses(
        tree,
        options.entries.filter((entry) => entry.guide !== ref),
      );
  };
}
