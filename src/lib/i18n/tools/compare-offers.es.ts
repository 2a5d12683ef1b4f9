/** The offer comparison's own words in Spanish (English in ./compare-offers.en.ts, which sets the keys). */
import type { SummaryText } from '../../calculator/offer-summary';
import type { CompareText } from './compare-offers.en';
import { OFFER_TOOLS_TEXT_ES, offerRefEs as ref, offerRefStartEs as Ref } from './offer-tools.es';

export const SUMMARY_TEXT_ES: SummaryText = {
  lang: 'es',
  allSame: 'Todas las ofertas cuestan lo mismo en dólares.',
  sooner: (days) => `, pero se termina de pagar ${days} antes`,
  longer: (days) => ` y tarda ${days} más en pagarse`,
  sameTerm: ' en el mismo plazo',
  costsMore: (name, more, cheapest, when) => `${Ref(name)} cuesta ${more} más que ${ref(cheapest)}${when}.`,
  longerTerm: (name) => `la APR es una tasa por año, y el costo de ${ref(name)} se reparte en un plazo más largo`,
  moreCash: (name) => `con el costo de ${ref(name)} usted recibe más efectivo`,
  earlier: 'la APR también cuenta qué tan pronto vence cada pago',
  lowestApr: (name, cheapest, reason) => `${Ref(name)} tiene la APR actuarial más baja, pero ${ref(cheapest)} cuesta menos dólares: ${reason}.`,
};

export const COMPARE_TEXT_ES: CompareText = {
  offer: OFFER_TOOLS_TEXT_ES,
  summary: SUMMARY_TEXT_ES,
  formLabel: 'Sus ofertas',
  numbered: (n) => `Oferta ${n}`,
  remove: (name) => `Quitar ${ref(name)}`,
  removeNumbered: (n) => `Quitar la oferta ${n}`,
  add: 'Agregar una oferta',
  compare: 'Comparar',
  sideBySide: 'Lado a lado',
  lowestApr: 'APR más baja',
  lowestCost: 'Costo total más bajo',
  scheduleFor: (name) => `Calendario de pagos de ${ref(name)}`,
  fixFields: 'Corrija los campos marcados para ver las cifras de esta oferta.',
  spokenOffer: (name, apr, cost) => `${name}: APR actuarial ${apr}, costo ${cost}.`,
  spokenFix: 'Hay cifras que corregir antes de poder comparar las ofertas.',
};
