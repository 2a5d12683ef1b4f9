/** Words per minute for an adult reading on screen; rounded up so a short page still says 1 min. */
const WORDS_PER_MINUTE = 220;

/**
 * Minutes to read an MDX body. Text inside component props (steps, tiles, table cells) is read
 * too, so it counts; component names, prop names and markup do not.
 */
export function readingMinutes(mdxBody: string): number {
  const prose = mdxBody
    .replace(/^---[\s\S]*?---/, '')
    .replace(/<\/?[A-Z][A-Za-z]*|\/>/g, ' ')
    .replace(/\b(title|body|description|severity|caption|headers|rows|steps|items|type|label|placement|product|advance|factor|holdback|revenue)\s*[:=]/g, ' ')
    .replace(/[#*_`>|[\]()"{}=,-]/g, ' ');
  const words = prose.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
