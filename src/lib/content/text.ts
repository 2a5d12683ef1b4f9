/**
 * A product name as it reads inside a sentence: "Merchant cash advance" → "merchant cash advance",
 * but acronyms keep their capitals ("SBA 7(a) loan" stays "SBA 7(a) loan", "MCA" stays "MCA").
 */
export function nameInSentence(name: string): string {
  const [first = '', ...rest] = name.split(' ');
  const isAcronym = first.length > 1 && first === first.toUpperCase() && /[A-Z]/.test(first);
  const head = isAcronym ? first : first.charAt(0).toLowerCase() + first.slice(1);
  return [head, ...rest].join(' ');
}

/**
 * An FAQ answer's paragraphs: plain text with a blank line between paragraphs (a single line break is
 * just a wrapped line). The native list and the accordion both render through this, so neither can drop one.
 */
export function answerParagraphs(answer: string): string[] {
  return answer
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}
