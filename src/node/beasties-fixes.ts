import postcss from 'postcss';

/**
 * Workarounds for three Beasties 0.5 bugs that made the inlined CSS differ from the stylesheet.
 *
 * Beasties decides whether a rule is critical by stripping every pseudo-class from its selector and
 * matching what is left against the page. Its pattern strips `:where(…)` and `:is(…)` whole, arguments
 * and all, so Tailwind 4's `:where(.space-y-5>:not(:last-child))` (every space-y-* and divide-y utility,
 * the prose lists' spacing) became an empty selector and was never inlined: the first paint lacked those
 * margins and the page moved when the full stylesheet landed (layout shifts, a second largest paint).
 *
 * The helpers here give Beasties a selector it can match (the argument of a single-selector :where/:is
 * kept, other pseudo-classes dropped, so a rule is kept whenever its elements exist) behind a marker, and
 * put the original selector back in the inlined CSS afterwards, so the cascade is exactly the stylesheet's.
 */

const MARKER = ':lw-critical-';
/** Letters only, so Beasties' pseudo-class pattern ([a-z-]+) strips the whole marker: 0 → a, 27 → bb. */
const letters = (n: number) => n.toString(26).replace(/./g, (d) => String.fromCharCode(97 + parseInt(d, 26)));
const FORGIVING = new Set(['where', 'is', 'matches', '-webkit-any']);

/** Index of the `)` that closes the `(` at `open`, or -1. */
function closingParen(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\\') i++;
    else if (ch === '(') depth++;
    else if (ch === ')' && --depth === 0) return i;
  }
  return -1;
}

/** Does `text` have a comma outside any parentheses or brackets? */
function hasTopLevelComma(text: string): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\\') i++;
    else if (ch === '(' || ch === '[') depth++;
    else if (ch === ')' || ch === ']') depth--;
    else if (ch === ',' && depth === 0) return true;
  }
  return false;
}

/**
 * The part of a selector that must match an element for the rule to matter at first paint: pseudo-classes
 * and pseudo-elements dropped, a single-selector `:where(X)`/`:is(X)` replaced by X, and `*` wherever that
 * leaves a compound empty. Keeps more rules than strictly needed, never fewer.
 */
export function matchableSelector(selector: string): string {
  // Fill compounds the stripping emptied: "a>" → "a>*", "> b" → "*> b", "" → "*".
  return (
    stripPseudo(selector)
      .replace(/\s+/g, ' ')
      .replace(/\s*([>+~])\s*/g, '$1')
      .replace(/([>+~])(?=[>+~]|$)/g, '$1*')
      .replace(/^([>+~])/, '*$1')
      .trim() || '*'
  );
}

function stripPseudo(selector: string): string {
  let out = '';
  for (let i = 0; i < selector.length; i++) {
    const ch = selector[i]!;
    if (ch === '\\') {
      out += ch + (selector[i + 1] ?? '');
      i++;
      continue;
    }
    if (ch === '[') {
      const end = selector.indexOf(']', i);
      out += selector.slice(i, end + 1);
      i = end;
      continue;
    }
    if (ch !== ':') {
      out += ch;
      continue;
    }
    const name = /^::?([a-zA-Z-]+)/.exec(selector.slice(i))!;
    let end = i + name[0].length;
    let argument: string | undefined;
    if (selector[end] === '(') {
      const close = closingParen(selector, end);
      argument = selector.slice(end + 1, close);
      end = close + 1;
    }
    if (argument !== undefined && !name[0].startsWith('::') && FORGIVING.has(name[1]!.toLowerCase())) {
      // A list (`:is(a,b)`) is dropped like any pseudo-class; the fill below puts `*` where that empties a compound.
      if (!hasTopLevelComma(argument)) out += stripPseudo(argument);
    }
    i = end - 1;
  }
  return out;
}

/** Would Beasties' own stripping lose part of this selector that decides where it applies? */
const needsHelp = (selector: string) => /:(where|is|matches|-webkit-any)\(/i.test(selector);

export interface MarkedSheet {
  /** The stylesheet for Beasties to plan from, with marked selectors. */
  css: string;
  /** Puts the original selectors back into CSS that Beasties inlined from `css`. */
  restore: (inlined: string) => string;
}

/**
 * Gives every `:where(`/`:is(` selector in `css` a marked, matchable stand-in Beasties can judge.
 * `sheet` keeps the markers of different stylesheets apart.
 */
export function markFunctionalSelectors(css: string, sheet = 0): MarkedSheet {
  const originals = new Map<string, string>();
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (!rule.selectors.some(needsHelp)) return;
    rule.selectors = rule.selectors.map((selector) => {
      if (!needsHelp(selector)) return selector;
      // A pseudo-class Beasties strips, then the selector it matches; the marker's letters name the original.
      const stand = `${MARKER}${letters(sheet)}-${letters(originals.size)} ${matchableSelector(selector)}`;
      originals.set(stand, selector);
      return stand;
    });
  });
  return {
    css: root.toString(),
    restore(inlined) {
      let out = inlined;
      for (const [stand, original] of originals) out = out.split(stand).join(original);
      return out;
    },
  };
}

/** Fails the build if inlined CSS still holds a stand-in (Beasties reformatted one, so it was not restored). */
export function assertRestored(css: string, page: string): void {
  const at = css.indexOf(MARKER);
  if (at >= 0) throw new Error(`critical CSS in ${page}: a marked selector was not restored: "${css.slice(at, at + 80)}"`);
}

/**
 * Beasties 0.5 writes `;` after every at-rule it copies without nested rules, block or not
 * (`@property --tw-shadow{…};`). A `;` where a rule should start opens an invalid rule that swallows
 * the next one, so every @property after the first was lost, and with them the initial values that
 * Tailwind 4's utilities read (`translate: var(--tw-translate-x) …` computed to none on first paint).
 * Statement at-rules (`@layer components;`) keep theirs: only a `;` right after a `}` goes.
 */
export function dropStraySemicolons(css: string): string {
  return css.replace(/\}\s*;/g, '}');
}

const CLASS_ENTITIES: Record<string, string> = { '&amp;': '&', '&gt;': '>', '&lt;': '<' };

/**
 * Beasties' page scanner reads class attributes raw, without decoding character references, so an
 * arbitrary variant such as `[&>dt]:mt-5` (written `[&amp;&gt;dt]:mt-5` by Astro) never matched its rule,
 * and the glossary's terms and the FAQ's answers lost their spacing on first paint. Inside a quoted
 * attribute value `&`, `>` and `<` need no escaping (none of these spell a character reference), so the
 * class attributes are decoded before Beasties reads the page, and stay decoded: the same classes.
 */
export function decodeClassAttributes(html: string): string {
  return html.replace(
    /(\sclass=")([^"]*)"/g,
    (_, start: string, value: string) => `${start}${value.replace(/&(amp|gt|lt);/g, (entity) => CLASS_ENTITIES[entity]!)}"`,
  );
}
