/**
 * The paid-link rule over built HTML (facts.md "Paid links"): every link to the partner application
 * carries rel="sponsored" and has a paid-link notice ([data-paid-notice]) close beside it: inside the
 * link's parent, grandparent or great-grandparent. A tiny tag tree is enough for Astro's well-formed
 * output, so the check needs no HTML parser dependency.
 */
interface Node {
  tag: string;
  attrs: string;
  parent: Node | null;
  children: Node[];
}

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/** How far up from the link the notice may be: parent, grandparent, great-grandparent. */
const NOTICE_MAX_LEVELS = 3;

function tree(html: string): Node {
  const root: Node = { tag: '#root', attrs: '', parent: null, children: [] };
  const clean = html.replace(/<!--[\s\S]*?-->/g, '').replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, '');
  let current = root;
  for (const match of clean.matchAll(/<(\/?)([a-zA-Z][\w:-]*)((?:"[^"]*"|'[^']*'|[^'">])*)>/g)) {
    const [, closing, rawTag, attrs = ''] = match;
    const tag = rawTag!.toLowerCase();
    if (closing) {
      // Close up to the matching open element (tolerates optional end tags).
      let node: Node | null = current;
      while (node && node !== root && node.tag !== tag) node = node.parent;
      if (node && node !== root) current = node.parent ?? root;
      continue;
    }
    const node: Node = { tag, attrs, parent: current, children: [] };
    current.children.push(node);
    if (!VOID.has(tag) && !attrs.trimEnd().endsWith('/')) current = node;
  }
  return root;
}

const attr = (node: Node, name: string): string | undefined => {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?(?=\\s|/|$)`, 'i').exec(node.attrs);
  if (!match) return undefined;
  return (match[1] ?? match[2] ?? match[3] ?? '').replace(/&amp;/g, '&');
};

function* walk(node: Node): Generator<Node> {
  for (const child of node.children) {
    yield child;
    yield* walk(child);
  }
}

const hasNotice = (node: Node): boolean => {
  for (const inner of walk(node)) if (attr(inner, 'data-paid-notice') !== undefined) return true;
  return false;
};

/** Problems with the partner links in one page, each naming the link; empty when all is well. */
export function paidLinkProblems(html: string, partnerUrl: string): string[] {
  const problems: string[] = [];
  for (const node of walk(tree(html))) {
    if (node.tag !== 'a') continue;
    const href = attr(node, 'href') ?? '';
    if (!href.startsWith(partnerUrl)) continue;
    const rel = (attr(node, 'rel') ?? '').split(/\s+/);
    if (!rel.includes('sponsored')) problems.push(`${href}: rel="${rel.join(' ')}" lacks "sponsored"`);
    let ancestor = node.parent;
    let found = false;
    for (let level = 0; level < NOTICE_MAX_LEVELS && ancestor && ancestor.tag !== '#root'; level += 1) {
      if (hasNotice(ancestor)) {
        found = true;
        break;
      }
      ancestor = ancestor.parent;
    }
    if (!found) problems.push(`${href}: no [data-paid-notice] within ${NOTICE_MAX_LEVELS} levels of the link`);
  }
  return problems;
}
