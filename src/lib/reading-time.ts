/** Words per minute for an adult reading on screen; rounded up so a short page still says 1 min. */
const WORDS_PER_MINUTE = 220;

/** Minutes to read an MDX body: counts words of prose, not of frontmatter, tags or component props. */
export function readingMinutes(mdxBody: string): number {
  const prose = mdxBody
    .replace(/^---[\s\S]*?---/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/[#*_`>|[\]()-]/g, ' ');
  const words = prose.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
