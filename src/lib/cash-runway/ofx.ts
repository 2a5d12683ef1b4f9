/**
 * OFX and QFX bank statements (OFX 1.x SGML, whose leaf tags are never closed, and OFX 2.x XML), read by a
 * small scanner written here: the npm OFX parsers are built on xml2js or Node streams, which an island
 * should not ship, and a statement needs only each <STMTTRN>'s date, amount and name plus the ledger balance.
 */
import { parseUsAmount, parseUsDate } from './values';
import type { Skipped, Statement, Transaction } from './statement';

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const decode = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, e: string) => {
    if (e.startsWith('#x') || e.startsWith('#X')) return String.fromCodePoint(parseInt(e.slice(2), 16));
    if (e.startsWith('#')) return String.fromCodePoint(Number(e.slice(1)));
    return ENTITIES[e.toLowerCase()] ?? whole;
  });

/** A leaf element's text: SGML ends it at the next tag, XML at its closing tag; both stop at "<". */
function leaf(block: string, tag: string): string | undefined {
  const m = new RegExp(`<${tag}>([^<]*)`, 'i').exec(block);
  return m ? decode(m[1]!.trim()) : undefined;
}

/** Whether the text looks like an OFX or QFX file at all. */
export const looksLikeOfx = (text: string) => /<OFX>/i.test(text) && /OFXHEADER|<\?OFX|<\?xml/i.test(text.slice(0, 2000));

/** The statement's transactions; undefined when the text is not OFX. Pending items (OFX has none) do not arise. */
export function readOfx(text: string): Statement | undefined {
  if (!/<OFX>/i.test(text)) return undefined;
  const transactions: Transaction[] = [];
  const skipped: Skipped[] = [];
  const blocks = text.match(/<STMTTRN>[\s\S]*?<\/STMTTRN>/gi) ?? [];
  blocks.forEach((block, i) => {
    const row = i + 1;
    const day = parseUsDate(leaf(block, 'DTPOSTED') ?? '');
    if (day === undefined) return void skipped.push({ row, reason: 'date' });
    const cents = parseUsAmount(leaf(block, 'TRNAMT') ?? '');
    if (cents === undefined) return void skipped.push({ row, reason: 'amount' });
    if (cents === 0) return void skipped.push({ row, reason: 'zero' });
    const name = leaf(block, 'NAME') ?? leaf(block, 'PAYEE') ?? '';
    const memo = leaf(block, 'MEMO') ?? '';
    // Banks often repeat the name in the memo; keep the memo only when it adds something.
    const description = memo !== '' && !name.includes(memo) ? `${name} ${memo}` : name || memo;
    transactions.push({ day, description: description.trim(), cents });
  });
  const ledger = /<LEDGERBAL>([\s\S]*?)(?:<\/LEDGERBAL>|<AVAILBAL>|<\/STMTRS>|<\/CCSTMTRS>|$)/i.exec(text)?.[1];
  let balance: Statement['balance'];
  if (ledger) {
    const cents = parseUsAmount(leaf(ledger, 'BALAMT') ?? '');
    const day = parseUsDate(leaf(ledger, 'DTASOF') ?? '');
    if (cents !== undefined && day !== undefined) balance = { day, cents };
  }
  return { layout: 'ofx', transactions, skipped, balance };
}
