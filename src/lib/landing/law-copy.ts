/**
 * What a state's disclosure law means for one industry's commonly advertised offer sizes, in plain
 * sentences, per language. Pure: decided from typed law facts and the industry's range, never from prose;
 * the words come in as an argument (LAW_COPY_WORDS), so a Spanish page cannot fall back to English. The
 * Spanish wording follows the Spanish state-law pages (src/lib/state-laws/page-text.ts).
 */
import { formatUsdWhole } from '../calculator/format';
import type { Lang } from '../i18n/lang';
import { capPhrase, offerCoverage, rangeCoverage, type LawFacts } from '../state-laws/coverage';

export interface LawCopyInput extends LawFacts {
  name: string;
  /** An unsettled point (e.g. a pending bill), quoted as written. */
  pending?: string;
}

interface IndustryCopyInput {
  name: string;
  businessNoun: string;
  fundingRange?: { min: number; max: number } | undefined;
}

/** The industry's worked offer, as far as the law copy needs it. */
interface OfferInput {
  advance: number;
}

interface ExampleFigures {
  advance: number;
  paybackCents: number;
  costCents: number;
  daysToPayoff: number;
  actuarialApr: number;
}

/** Amounts come in formatted ("$25,000"); `law` is the state's name as the page writes it. */
export interface LawCopyWords {
  /** "up to" or "under" the cap in whole dollars, or the words for a law with no dollar cap. */
  cap: (law: LawFacts) => string;
  /** What the law covers, as a phrase. */
  scope: (law: LawFacts) => string;
  noLaw: (state: string, noun: string, range?: { min: string; max: string }) => string;
  covers: (state: string, scope: string, cap: string) => string;
  offerInside: (amount: string, noun: string, state: string) => string;
  offerAbove: (amount: string, noun: string, state: string) => string;
  noRange: (noun: string) => string;
  rangeLead: (range: string, noun: string) => string;
  rangeAll: (state: string, max: string) => string;
  rangePart: (state: string, cap: string) => string;
  rangeNone: (state: string) => string;
  range: (min: string, max: string) => string;
  aprNoLaw: string;
  aprRequired: string;
  aprDollars: (state: string) => string;
  exampleNoLaw: (state: string, payback: string, days: number, apr: string) => string;
  exampleAbove: (amount: string, cap: string, state: string, cost: string) => string;
  exampleApr: (state: string) => string;
  exampleDollars: (state: string, cost: string) => string;
}

/** US style: “Texas’s”, “Illinois’s”. */
const possessive = (name: string) => `${name}’s`;

const EN: LawCopyWords = {
  cap: (law) => capPhrase(law) ?? 'of any size',
  scope: (law) =>
    law.salesBasedOnly ? 'only sales-based financing, such as merchant cash advances,' : 'commercial financing offers, merchant cash advances included,',
  noLaw: (state, noun, range) =>
    `We found no statewide commercial-financing disclosure law in ${state}. So an advance to ${noun} here may come without a standard disclosure${range ? `, whether it is near the ${range.min} or the ${range.max} end of what funders commonly advertise for ${noun}` : ''}.`,
  covers: (state, scope, cap) => `${possessive(state)} disclosure law covers ${scope} ${cap}.`,
  offerInside: (amount, noun, state) => `The ${amount} offer to ${noun} priced below is inside that line, so ${state} requires the disclosure for it.`,
  offerAbove: (amount, noun, state) =>
    `The ${amount} offer to ${noun} priced below is above that line, so ${state} requires no disclosure for it: ask for the figures in writing.`,
  noRange: (noun) => `No range of advance sizes is published for ${noun}, so check the amount on your own offer against that line.`,
  rangeLead: (range, noun) => `Funders commonly advertise advances of ${range} to ${noun}.`,
  rangeAll: (state, max) => `So an advance anywhere in that range must come with the ${state} disclosure, even at the ${max} top end.`,
  rangePart: (state, cap) =>
    `So the smaller advances in that range come with the ${state} disclosure, but an offer above ${cap} does not: ask for the same figures in writing.`,
  rangeNone: (state) => `So even the smallest advance in that range is above the line, and no ${state} disclosure is required: ask for the figures in writing.`,
  range: (min, max) => `${min} to ${max}`,
  aprNoLaw:
    'Without a required disclosure, ask for the total payback, the expected term and an estimated APR in writing, then check the APR in the calculator.',
  aprRequired: 'A covered offer must show an estimated APR, so you can set it beside a loan or a line of credit on the same basis.',
  aprDollars: (state) =>
    `${possessive(state)} disclosure is in dollars: it does not have to show an APR. The calculator turns the payback and the daily payment into one.`,
  exampleNoLaw: (state, payback, days, apr) =>
    `No ${state} disclosure is required, so ask in writing for the ${payback} payback, the ${days}-day term and the APR (about ${apr}% by the Regulation Z method).`,
  exampleAbove: (amount, cap, state, cost) =>
    `At ${amount} this is above the ${cap} ${state} line, so no state disclosure is required: ask for the ${cost} cost in writing.`,
  exampleApr: (state) => `${state}: the disclosure for this offer must show an estimated APR.`,
  exampleDollars: (state, cost) => `${state}: the disclosure shows the ${cost} cost in dollars, not an APR.`,
};

const ES: LawCopyWords = {
  cap: (law) => (law.capUsd === null ? 'de cualquier monto' : `${law.capInclusive ? 'de hasta' : 'de menos de'} ${formatUsdWhole(law.capUsd * 100)}`),
  scope: (law) =>
    law.salesBasedOnly
      ? 'solo el financiamiento basado en ventas, como los adelantos de efectivo para comercios,'
      : 'las ofertas de financiamiento comercial, incluidos los adelantos de efectivo para comercios,',
  noLaw: (state, noun, range) =>
    `No encontramos ninguna ley estatal de divulgación de financiamiento comercial en ${state}. Así que un adelanto para ${noun} aquí puede llegar sin una divulgación estándar${range ? `, tanto si está cerca de los ${range.min} como de los ${range.max} que los financiadores suelen anunciar para ${noun}` : ''}.`,
  covers: (state, scope, cap) => `La ley de divulgación de ${state} cubre ${scope} ${cap}.`,
  offerInside: (amount, noun, state) =>
    `La oferta de ${amount} para ${noun} que calculamos abajo queda dentro de ese límite, así que ${state} exige la divulgación.`,
  offerAbove: (amount, noun, state) =>
    `La oferta de ${amount} para ${noun} que calculamos abajo supera ese límite, así que ${state} no exige divulgación: pida las cifras por escrito.`,
  noRange: (noun) => `No hay un rango publicado de montos de adelanto para ${noun}, así que compare el monto de su propia oferta con ese límite.`,
  rangeLead: (range, noun) => `Los financiadores suelen anunciar adelantos de ${range} para ${noun}.`,
  rangeAll: (state, max) => `Así que cualquier adelanto de ese rango debe venir con la divulgación de ${state}, incluso en el extremo de ${max}.`,
  rangePart: (state, cap) =>
    `Así que los adelantos más pequeños de ese rango vienen con la divulgación de ${state}, pero una oferta de más de ${cap} no: pida las mismas cifras por escrito.`,
  rangeNone: (state) => `Así que incluso el adelanto más pequeño de ese rango supera el límite, y ${state} no exige divulgación: pida las cifras por escrito.`,
  range: (min, max) => `${min} a ${max}`,
  aprNoLaw:
    'Sin una divulgación obligatoria, pida por escrito el monto total a devolver, el plazo previsto y una tasa de porcentaje anual (APR) estimada, y luego compruebe la APR en la calculadora.',
  aprRequired: 'Una oferta cubierta debe mostrar una APR estimada, así que puede compararla con un préstamo o una línea de crédito sobre la misma base.',
  aprDollars: (state) =>
    `La divulgación de ${state} se da en dólares: no tiene que mostrar una tasa de porcentaje anual (APR). La calculadora convierte el monto a devolver y el pago diario en una APR.`,
  exampleNoLaw: (state, payback, days, apr) =>
    `${state} no exige divulgación, así que pida por escrito el monto a devolver de ${payback}, el plazo de ${days} días y la APR (alrededor de ${apr}% según el método del Reglamento Z).`,
  exampleAbove: (amount, cap, state, cost) =>
    `Con ${amount}, esta oferta supera el límite de ${cap} de ${state}, así que la ley estatal no exige divulgación: pida por escrito el costo de ${cost}.`,
  exampleApr: (state) => `${state}: la divulgación de esta oferta debe mostrar una APR estimada.`,
  exampleDollars: (state, cost) => `${state}: la divulgación muestra el costo de ${cost} en dólares, no una APR.`,
};

export const LAW_COPY_WORDS: Readonly<Record<Lang, LawCopyWords>> = { en: EN, es: ES };

const usd = (dollars: number) => formatUsdWhole(dollars * 100);

function aprSentence(law: LawCopyInput, w: LawCopyWords): string {
  if (!law.inForce) return w.aprNoLaw;
  return law.aprRequired ? w.aprRequired : w.aprDollars(law.name);
}

/**
 * Paragraphs for "What {state} law means for a {industry} advance". For an industry with no published
 * range of advance sizes, the law is applied to the industry's own worked offer when one is given.
 */
export function lawForIndustry(law: LawCopyInput, industry: IndustryCopyInput, offer: OfferInput | undefined, w: LawCopyWords): string[] {
  const noun = industry.businessNoun;
  const range = industry.fundingRange;
  const covers = w.covers(law.name, w.scope(law), w.cap(law));
  const paragraphs: string[] = [];
  if (!law.inForce) {
    paragraphs.push(w.noLaw(law.name, noun, range ? { min: usd(range.min), max: usd(range.max) } : undefined));
    if (law.pending) paragraphs.push(law.pending);
  } else if (!range && offer) {
    const amount = usd(offer.advance);
    const verdict = offerCoverage(offer.advance, law) === 'covered' ? w.offerInside(amount, noun, law.name) : w.offerAbove(amount, noun, law.name);
    paragraphs.push(`${covers} ${verdict}`);
  } else if (!range) {
    paragraphs.push(`${covers} ${w.noRange(noun)}`);
  } else {
    const coverage = rangeCoverage(range, law);
    const verdict =
      coverage === 'all' ? w.rangeAll(law.name, usd(range.max)) : coverage === 'part' ? w.rangePart(law.name, usd(law.capUsd ?? 0)) : w.rangeNone(law.name);
    paragraphs.push(`${w.rangeLead(w.range(usd(range.min), usd(range.max)), noun)} ${covers} ${verdict}`);
  }
  paragraphs.push(aprSentence(law, w));
  return paragraphs;
}

/** What a state's disclosure would tell the owner about one worked example (or that none is required). */
export function exampleCoverageLine(law: LawCopyInput, ex: ExampleFigures, w: LawCopyWords): string {
  const coverage = offerCoverage(ex.advance, law);
  if (coverage === 'no-law') return w.exampleNoLaw(law.name, formatUsdWhole(ex.paybackCents), ex.daysToPayoff, ex.actuarialApr.toFixed(1));
  if (coverage === 'above-cap') return w.exampleAbove(usd(ex.advance), usd(law.capUsd ?? 0), law.name, formatUsdWhole(ex.costCents));
  return law.aprRequired ? w.exampleApr(law.name) : w.exampleDollars(law.name, formatUsdWhole(ex.costCents));
}
