/** "On this page": which of a page's headings it lists. Pure: the layouts pass in what they render. */

export interface TocItem {
  /** The heading's id, the link's #anchor. */
  id: string;
  text: string;
}

/** The fewest sections a page has before a table of contents helps more than it costs. */
export const TOC_MIN_ITEMS = 4;

/**
 * A guide's or article's contents: its body's h2 headings (as Astro's render() reports them, with the
 * ids it wrote), then the sections the layout adds after the text (FAQ, sources). Empty when the page has
 * too few sections to need one.
 */
export function entryToc(
  headings: ReadonlyArray<{ depth: number; slug: string; text: string }>,
  after: ReadonlyArray<TocItem | false | undefined>,
): TocItem[] {
  const items = [...headings.filter((h) => h.depth === 2).map((h) => ({ id: h.slug, text: h.text })), ...after.filter((i): i is TocItem => !!i)];
  return items.length >= TOC_MIN_ITEMS ? items : [];
}
