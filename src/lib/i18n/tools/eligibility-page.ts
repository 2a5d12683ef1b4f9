/**
 * The eligibility checker's page words (heading, lead, the minimums it compares with), per language, for
 * src/components/tools/EligibilityPage.astro; the minimums themselves are in src/lib/eligibility/minimums.*.ts,
 * the island's words in eligibility.en.ts / eligibility.es.ts.
 */
import type { Lang } from '../lang';
import type { PageSegment } from './cash-runway-page';

export interface EligibilityPageText {
  heading: string;
  lead: string;
  rulesTitle: string;
  rules: readonly PageSegment[];
}

export const ELIGIBILITY_PAGE: Readonly<Record<Lang, EligibilityPageText>> = {
  en: {
    heading: 'Which funding fits your business?',
    lead: 'Five questions, answered in your browser. Nothing is sent or stored. The result is a guide to where to start, not an approval.',
    rulesTitle: 'The minimums we compare with',
    rules: [
      'These are the minimums lenders and funders commonly advertise, the same ones our guides show. They are marketing figures, not rules: each lender decides. The checker says ',
      { strong: 'Likely' },
      ' only when you meet the upper end of every range, ',
      { strong: 'Possible' },
      ' inside a range, and ',
      { strong: 'Unlikely' },
      ' below the lowest figure commonly advertised.',
    ],
  },
  es: {
    heading: '¿Qué financiamiento se ajusta a su negocio?',
    lead: 'Cinco preguntas que se responden en su navegador. No se envía ni se guarda nada. El resultado le indica por dónde empezar; no es una aprobación.',
    rulesTitle: 'Los mínimos con los que comparamos',
    rules: [
      'Son los mínimos que los prestamistas y financiadores suelen anunciar, los mismos que muestran nuestras guías. Son cifras de publicidad, no reglas: cada prestamista decide. El verificador dice ',
      { strong: 'Probable' },
      ' solo cuando usted alcanza el extremo superior de cada rango, ',
      { strong: 'Posible' },
      ' dentro de un rango y ',
      { strong: 'Poco probable' },
      ' por debajo de la cifra más baja que se suele anunciar.',
    ],
  },
};
