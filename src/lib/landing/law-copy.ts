/**
 * What a state's disclosure law means for one industry's commonly advertised offer sizes, in plain
 * sentences. Pure: decided from typed law facts and the industry's range, never from prose.
 */
import { formatUsdWhole } from '../calculator/format';
import { capPhrase, offerCoverage, rangeCoverage, type LawFacts } from '../state-laws/coverage';

export interface LawCopyInput extends LawFacts {
  name: string;
  /** An unsettled point (e.g. a pending bill), quoted as written. */
  pending?: string;
}

interface IndustryCopyInput {
  name: string;
  businessNoun: string;
  fundingRange?: { min: number; max: number };
}

/** US style: “Texas’s”, “Illinois’s”. */
const possessive = (name: string) => `${name}’s`;

/** What the law covers, as a phrase. */
function scopePhrase(law: LawFacts): string {
  return law.salesBasedOnly ? 'only sales-based financing, such as merchant cash advances,' : 'commercial financing offers, merchant cash advances included,';
}

function aprSentence(law: LawCopyInput): string {
  if (!law.inForce)
    return `Without a required disclosure, ask for the total payback, the expected term and an estimated APR in writing, then check the APR in the calculator.`;
  if (law.aprRequired) return `A covered offer must show an estimated APR, so you can set it beside a loan or a line of credit on the same basis.`;
  return `${possessive(law.name)} disclosure is in dollars: it does not have to show an APR. The calculator turns the payback and the daily payment into one.`;
}

/** The industry's worked offer, as far as the law copy needs it. */
interface OfferInput {
  advance: number;
}

/**
 * Paragraphs for "What {state} law means for a {industry} advance". For an industry with no published
 * range of advance sizes, the law is applied to the industry's own worked offer when one is given.
 */
export function lawForIndustry(law: LawCopyInput, industry: IndustryCopyInput, offer?: OfferInput): string[] {
  const noun = industry.businessNoun;
  const range = industry.fundingRange;
  const rangeText = range ? `${formatUsdWhole(range.min * 100)} to ${formatUsdWhole(range.max * 100)}` : undefined;
  const cap = capPhrase(law);
  const paragraphs: string[] = [];
  if (!law.inForce) {
    paragraphs.push(
      `We found no statewide commercial-financing disclosure law in ${law.name}. So an advance to ${noun} here may come without a standard disclosure${rangeText ? `, whether it is near the ${formatUsdWhole(range!.min * 100)} or the ${formatUsdWhole(range!.max * 100)} end of what funders commonly advertise for ${noun}` : ''}.`,
    );
    if (law.pending) paragraphs.push(law.pending);
  } else if (!range && offer) {
    const amount = formatUsdWhole(offer.advance * 100);
    const verdict =
      offerCoverage(offer.advance, law) === 'covered'
        ? `inside that line, so ${law.name} requires the disclosure for it`
        : `above that line, so ${law.name} requires no disclosure for it: ask for the figures in writing`;
    paragraphs.push(
      `${possessive(law.name)} disclosure law covers ${scopePhrase(law)} ${cap ?? 'of any size'}. The ${amount} offer to ${noun} priced below is ${verdict}.`,
    );
  } else if (!range) {
    paragraphs.push(
      `${possessive(law.name)} disclosure law covers ${scopePhrase(law)} ${cap ?? 'of any size'}. No range of advance sizes is published for ${noun}, so check the amount on your own offer against that line.`,
    );
  } else {
    const coverage = rangeCoverage(range, law);
    const lead = `Funders commonly advertise advances of ${rangeText} to ${noun}. ${possessive(law.name)} disclosure law covers ${scopePhrase(law)} ${cap ?? 'of any size'}.`;
    const verdict =
      coverage === 'all'
        ? `So an advance anywhere in that range must come with the ${law.name} disclosure, even at the ${formatUsdWhole(range.max * 100)} top end.`
        : coverage === 'part'
          ? `So the smaller advances in that range come with the ${law.name} disclosure, but an offer above ${formatUsdWhole((law.capUsd ?? 0) * 100)} does not: ask for the same figures in writing.`
          : `So even the smallest advance in that range is above the line, and no ${law.name} disclosure is required: ask for the figures in writing.`;
    paragraphs.push(`${lead} ${verdict}`);
  }
  paragraphs.push(aprSentence(law));
  return paragraphs;
}

interface ExampleFigures {
  advance: number;
  paybackCents: number;
  costCents: number;
  daysToPayoff: number;
  actuarialApr: number;
}

/** What a state's disclosure would tell the owner about one worked example (or that none is required). */
export function exampleCoverageLine(law: LawCopyInput, ex: ExampleFigures): string {
  const coverage = offerCoverage(ex.advance, law);
  if (coverage === 'no-law') {
    return `No ${law.name} disclosure is required, so ask in writing for the ${formatUsdWhole(ex.paybackCents)} payback, the ${ex.daysToPayoff}-day term and the APR (about ${ex.actuarialApr.toFixed(1)}% by the Regulation Z method).`;
  }
  if (coverage === 'above-cap') {
    return `At ${formatUsdWhole(ex.advance * 100)} this is above the ${formatUsdWhole((law.capUsd ?? 0) * 100)} ${law.name} line, so no state disclosure is required: ask for the ${formatUsdWhole(ex.costCents)} cost in writing.`;
  }
  return law.aprRequired
    ? `${law.name}: the disclosure for this offer must show an estimated APR.`
    : `${law.name}: the disclosure shows the ${formatUsdWhole(ex.costCents)} cost in dollars, not an APR.`;
}
