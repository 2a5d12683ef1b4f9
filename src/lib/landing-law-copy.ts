/**
 * What a state's disclosure law means for one industry's commonly advertised offer sizes, in plain
 * sentences. Pure: decided from typed law facts and the industry's range, never from prose.
 */
import { capPhrase, offerCoverage, rangeCoverage, type LawFacts } from './offer-coverage';

export interface LawCopyInput extends LawFacts {
  name: string;
  citation: string;
  pending?: string;
}

export interface IndustryCopyInput {
  name: string;
  businessNoun: string;
  fundingRange?: { min: number; max: number };
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const possessive = (name: string) => (name.endsWith('s') ? `${name}’` : `${name}’s`);

/** "sales-based financing such as merchant cash advances" or "commercial financing offers". */
function scopePhrase(law: LawFacts): string {
  return law.salesBasedOnly ? 'sales-based financing such as merchant cash advances (and nothing else)' : 'commercial financing offers, merchant cash advances included,';
}

export function aprSentence(law: LawCopyInput): string {
  if (!law.inForce) return `Without a required disclosure, ask for the total payback, the expected term and an estimated APR in writing, then check the APR in the calculator.`;
  if (law.aprRequired) return `A covered offer must show an estimated APR, so you can set it beside a loan or a line of credit on the same basis.`;
  return `${possessive(law.name)} disclosure is in dollars: it does not have to show an APR. The calculator turns the payback and the daily payment into one.`;
}

/** Paragraphs for "What {state} law means for a {industry} advance". */
export function lawForIndustry(law: LawCopyInput, industry: IndustryCopyInput): string[] {
  const noun = industry.businessNoun;
  const range = industry.fundingRange;
  const rangeText = range ? `${usd.format(range.min)} to ${usd.format(range.max)}` : undefined;
  const cap = capPhrase(law);
  const paragraphs: string[] = [];
  if (!law.inForce) {
    paragraphs.push(
      `We found no statewide commercial-financing disclosure law in ${law.name}. So an advance to ${noun} here may come without a standard disclosure${rangeText ? `, whether it is near the ${usd.format(range!.min)} or the ${usd.format(range!.max)} end of what funders commonly advertise for ${noun}` : ''}.`,
    );
    if (law.pending) paragraphs.push(law.pending);
  } else if (!range) {
    paragraphs.push(
      `No checked range of advance sizes is published for ${noun}, so we do not give one. ${possessive(law.name)} law (${law.citation}) covers ${scopePhrase(law)} ${cap ?? 'of any size'}. What decides coverage is the amount on your offer: compare it with that line.`,
    );
  } else {
    const coverage = rangeCoverage(range, law);
    const lead = `Funders commonly advertise ${industry.name.toLowerCase()} advances of ${rangeText}. ${possessive(law.name)} law (${law.citation}) covers ${scopePhrase(law)} ${cap ?? 'of any size'}.`;
    const verdict =
      coverage === 'all'
        ? `So an advance anywhere in that range must come with the ${law.name} disclosure, even at the ${usd.format(range.max)} top end.`
        : coverage === 'part'
          ? `So the smaller advances in that range come with the ${law.name} disclosure, but an offer above ${usd.format(law.capUsd ?? 0)} does not: ask for the same figures in writing.`
          : `So even the smallest advance in that range is above the line, and no ${law.name} disclosure is required: ask for the figures in writing.`;
    paragraphs.push(`${lead} ${verdict}`);
  }
  paragraphs.push(aprSentence(law));
  return paragraphs;
}

/** One line under a worked example: is an offer of this size covered in this state? */
export function exampleCoverageLine(law: LawCopyInput, amountUsd: number): string {
  const coverage = offerCoverage(amountUsd, law);
  if (coverage === 'no-law') return `In ${law.name}: no state disclosure law found, so ask for these figures in writing.`;
  if (coverage === 'above-cap') return `In ${law.name}: above the ${usd.format(law.capUsd ?? 0)} line, so no state disclosure is required.`;
  return law.aprRequired
    ? `In ${law.name}: covered, so the state’s disclosure must include an estimated APR.`
    : `In ${law.name}: covered, so you get the state’s disclosure, in dollars (no APR required).`;
}
