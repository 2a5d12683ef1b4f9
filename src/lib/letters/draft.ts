/**
 * What every letter the site drafts shares: blanks filled from what the reader typed (or a bracketed
 * placeholder), and a file name that carries only the date. The reconciliation letter and the two
 * after-payoff letters use these. Names never leave the page: these functions only build text. Pure.
 */

/** What the reader typed, control characters removed and trimmed, or `placeholder` when empty. */
export const fillBlank = (text: string, placeholder: string): string => text.replace(/\p{Cc}/gu, ' ').trim() || placeholder;

/** Fills every blank of `names` from `placeholders`, key by key. */
export function fillBlanks<K extends string>(names: Readonly<Record<K, string>>, placeholders: Readonly<Record<K, string>>): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const key of Object.keys(placeholders) as K[]) out[key] = fillBlank(names[key] ?? '', placeholders[key]);
  return out;
}

/** A download's file name: the letter's kind and the date, never a name. */
export const letterFileName = (kind: string, today: string): string => `${kind}-${today}.txt`;

/** Every letter's close: "Sincerely," with room for a signature, then the signer and the business. */
export const signOff = (signer: string, business: string): string[] => ['Sincerely,', '', '', signer, business];
