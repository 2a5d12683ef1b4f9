/**
 * The offer comparison's and repayment schedule's page words (heading, lead, the line under the tool), per
 * language, for src/components/tools/OfferToolPage.astro. Links name a
 * route key, so each language links its own twin; the islands' words are in compare-offers.*.ts and
 * repayment-schedule.*.ts, the notes under both in offer-notes-page.ts.
 */
import type { Lang } from '../lang';
import type { PageSegment } from './cash-runway-page';

export interface OfferToolPageText {
  heading: string;
  lead: readonly PageSegment[];
  /** A line between the tool and its notes, when the page has one. */
  next?: readonly PageSegment[];
}

export const COMPARE_OFFERS_PAGE: Readonly<Record<Lang, OfferToolPageText>> = {
  en: {
    heading: 'Compare up to three offers',
    lead: [
      'Enter each offer as the funder wrote it, fees and all. Everything is worked out in your browser and nothing is sent anywhere; the offers are kept in this page’s address, so you can bookmark or share it. For one offer’s full payment list, use the ',
      { link: 'repaymentCalculator', text: 'repayment schedule' },
      '.',
    ],
    next: [
      'Already paying an advance? See whether your deposits can carry one more with the ',
      { link: 'stackedAdvances', text: 'stacked advances check' },
      ', or price a renewal with the ',
      { link: 'renewalCalculator', text: 'renewal calculator' },
      '.',
    ],
  },
  es: {
    heading: 'Compare hasta tres ofertas',
    lead: [
      'Escriba cada oferta de adelanto de efectivo para comercios (merchant cash advance, MCA) tal como la escribió el financiador (funder), con todos sus cargos. Todo se calcula en su navegador y no se envía nada; las ofertas quedan en la dirección de esta página, así que puede guardarla o compartirla. Para ver la lista completa de pagos de una oferta, use el ',
      { link: 'repaymentCalculator', text: 'calendario de pagos' },
      '.',
    ],
    next: [
      '¿Ya está pagando un adelanto? Vea si sus depósitos aguantan uno más con la ',
      { link: 'stackedAdvances', text: 'revisión de adelantos acumulados (stacking)' },
      ', o calcule el precio de una renovación (renewal) con la ',
      { link: 'renewalCalculator', text: 'calculadora de renovación' },
      '.',
    ],
  },
};

export const REPAYMENT_SCHEDULE_PAGE: Readonly<Record<Lang, OfferToolPageText>> = {
  en: {
    heading: 'MCA repayment schedule',
    lead: [
      'Every payment of one offer, with the running total and the balance left, to take to your accountant. It is worked out in your browser and kept in this page’s address; nothing is sent anywhere. To weigh offers against each other, ',
      { link: 'compareOffers', text: 'compare up to three' },
      '.',
    ],
  },
  es: {
    heading: 'Calendario de pagos de un MCA',
    lead: [
      'Cada pago de una oferta de adelanto de efectivo para comercios (merchant cash advance, MCA), con el total pagado y el saldo pendiente, para llevarle a su contador. Se calcula en su navegador y queda en la dirección de esta página; no se envía nada. Para comparar ofertas entre sí, ',
      { link: 'compareOffers', text: 'compare hasta tres' },
      '.',
    ],
  },
};

/** Each offer tool's words, by the route key of its page. */
export const OFFER_TOOL_PAGES = { compareOffers: COMPARE_OFFERS_PAGE, repaymentCalculator: REPAYMENT_SCHEDULE_PAGE } as const;
