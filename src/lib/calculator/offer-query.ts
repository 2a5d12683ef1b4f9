/**
 * The offer tools' scenario in the page address, so it can be shared, bookmarked and reloaded.
 * Parameter names are defined here once: each is the short name plus the offer's number (a1, f1, a2…).
 */
import {
  defaultOfferInputs,
  FEE_KINDS,
  MAX_OFFERS,
  OFFER_FIELD_KEYS,
  offerNumberSpec,
  type OfferFieldKey,
  type OfferInputs,
  type OfferInputText,
  type OfferNumberKey,
} from './offer-input';
import { SCHEDULE_KINDS } from './offer';
import { plainValue } from './input';

const OFFER_PARAMS: Readonly<Record<OfferFieldKey, string>> = {
  label: 'n',
  advance: 'a',
  factor: 'f',
  payback: 'p',
  fee: 'fee',
  feeKind: 'ft',
  schedule: 's',
  holdback: 'h',
  revenue: 'r',
  debit: 'd',
  discount: 'dp',
  discountDay: 'dd',
};

/** The longest value read from the address for one field (longer text is cut, then gets the parser's message). */
const MAX_PARAM_LENGTH = 100;

/** Offers from a query string; none mentioned gives `fallback`. `text` names an offer left unnamed. Never throws. */
export function offersFromQuery(search: string, fallback: readonly OfferInputs[], text: OfferInputText, max = MAX_OFFERS): OfferInputs[] {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return [...fallback];
  }
  const offers: OfferInputs[] = [];
  for (let i = 0; i < max; i++) {
    const n = i + 1;
    const present = OFFER_FIELD_KEYS.filter((key) => params.has(`${OFFER_PARAMS[key]}${n}`));
    if (present.length === 0) continue;
    const inputs: OfferInputs = { ...defaultOfferInputs(offers.length, text), fee: '', debit: '', discount: '', discountDay: '' };
    for (const key of present) inputs[key] = (params.get(`${OFFER_PARAMS[key]}${n}`) ?? '').slice(0, MAX_PARAM_LENGTH);
    // A payback without a factor means the reader typed the payback.
    inputs.costBy = params.has(`${OFFER_PARAMS.payback}${n}`) && !params.has(`${OFFER_PARAMS.factor}${n}`) ? 'payback' : 'factor';
    if (!(SCHEDULE_KINDS as readonly string[]).includes(inputs.schedule)) inputs.schedule = 'percent';
    if (!(FEE_KINDS as readonly string[]).includes(inputs.feeKind)) inputs.feeKind = 'usd';
    offers.push(inputs);
  }
  return offers.length > 0 ? offers : [...fallback];
}

/** The fields that are neither a choice nor the name: each is read by its spec and written plainly. */
const isFigure = (key: OfferFieldKey): key is OfferNumberKey => key !== 'label' && key !== 'feeKind' && key !== 'schedule';

/**
 * The query for a list of offers, in a fixed order; only the fields that matter for each offer. Figures are
 * written plainly ("50000.50" for a Spanish "50.000,50" or an English "$50,000.50"), read with each field's
 * spec and `text`'s parser by plainValue, as plainQuery (src/lib/paying/form.ts) writes every other tool's, so
 * a link reads the same in both languages; names, choices and text the parser refuses stay as typed (the reader
 * gets its message back). Not plainQuery itself: its module would add 0.7 KB gzipped to these pages for one loop.
 */
export function queryFromOffers(offers: readonly OfferInputs[], text: OfferInputText): string {
  const params = new URLSearchParams();
  offers.forEach((o, i) => {
    const n = i + 1;
    const plain = (key: OfferFieldKey, typed: string): string => {
      if (!isFigure(key)) return typed;
      return plainValue(offerNumberSpec(key, o.feeKind, text), typed, text.field.parse) ?? typed;
    };
    const set = (key: OfferFieldKey) => params.set(`${OFFER_PARAMS[key]}${n}`, plain(key, o[key].trim()));
    set('label');
    set('advance');
    set(o.costBy === 'payback' ? 'payback' : 'factor');
    if (o.fee.trim() !== '') {
      set('fee');
      set('feeKind');
    }
    set('schedule');
    if (o.schedule === 'percent') {
      set('holdback');
      set('revenue');
    } else set('debit');
    if (o.discount.trim() !== '' || o.discountDay.trim() !== '') {
      set('discount');
      set('discountDay');
    }
  });
  return params.toString();
}
