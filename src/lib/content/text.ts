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

/** Visible text of an HTML fragment: scripts, styles and tags dropped (tags become spaces), common entities decoded. */
export function visibleText(html: string): string {
  return html
    .replace(/<(script|style|template)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&le;/g, '≤')
    .replace(/&ge;/g, '≥')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** A word qualifier followed by a symbol that says the same again: "Up to ≤ $X", "under < $Y". */
const DOUBLED_QUALIFIER = /\b(?:up to|under|less than|at most|no more than|more than|over|at least|from)\s*[≤<≥>]/gi;

/**
 * Text glitches a template can produce: a doubled qualifier, or a plural industry name used as an
 * adjective before "advance(s)" ("restaurants advances"). `pluralNames` are the industries' names and
 * nouns; only those ending in "s" are checked. Returns each glitch with a little context.
 */
export function textGlitches(text: string, pluralNames: readonly string[]): string[] {
  const found: string[] = [];
  const context = (index: number, length: number) => text.slice(Math.max(0, index - 30), index + length + 30).trim();
  for (const m of text.matchAll(DOUBLED_QUALIFIER)) found.push(`doubled qualifier: "${context(m.index ?? 0, m[0].length)}"`);
  const plurals = [...new Set(pluralNames.map((name) => name.toLowerCase()).filter((name) => name.endsWith('s')))];
  for (const name of plurals) {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    for (const m of text.matchAll(new RegExp(`\\b${escaped} advances?\\b`, 'gi'))) found.push(`plural before "advance": "${context(m.index ?? 0, m[0].length)}"`);
  }
  return found;
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
