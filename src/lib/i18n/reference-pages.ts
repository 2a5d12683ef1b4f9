/**
 * The glossary's and FAQ's page words, per language, for src/components/reference/GlossaryPage.astro and
 * FaqPage.astro; the terms and answers themselves are content (content/glossary, content/faq). Links name a
 * route key, so each language links its own twin.
 */
import type { Lang } from './lang';
import type { PageSegment } from './tools/cash-runway-page';

export interface GlossaryPageText {
  title: string;
  description: (termCount: number) => string;
  heading: string;
  lead: string;
  /** A note under the date, when the page has one. */
  note?: string;
  /** A term's name in the JSON-LD term set. */
  jsonLdTerm: (term: string) => string;
  entries: {
    lettersLabel: string;
    /** The letter sections' anchor prefix: "letter" → #letter-a. */
    letterId: string;
    example: string;
    also: string;
    read: (kind: 'article' | 'guide') => string;
    sources: string;
  };
  footer: readonly PageSegment[];
}

export const GLOSSARY_PAGE: Readonly<Record<Lang, GlossaryPageText>> = {
  en: {
    title: 'Glossary of Business Funding Terms',
    description: (n) =>
      `Plain meanings of ${n} words in merchant cash advance and business loan contracts, from factor rate to confession of judgment, with worked figures.`,
    heading: 'Glossary',
    lead: 'The words in an advance or loan contract, in plain English, with the figures our calculator gives and the names contracts use instead.',
    jsonLdTerm: (term) => term,
    entries: {
      lettersLabel: 'Glossary letters',
      letterId: 'letter',
      example: 'Example:',
      also: 'Also:',
      read: (kind) => `Read the ${kind}`,
      sources: 'Sources',
    },
    footer: [
      'General information, not legal or financial advice. Figures in examples come from our ',
      { link: 'calculator', text: 'funding calculator' },
      '; state rules from our ',
      { link: 'stateLaws', text: 'state-law reference' },
      '.',
    ],
  },
  es: {
    title: 'Glosario de términos de financiamiento',
    description: (n) =>
      `El significado claro de ${n} palabras de los contratos de adelantos de efectivo y préstamos comerciales, de la tasa de factor a la confesión de sentencia.`,
    heading: 'Glosario',
    lead: 'Las palabras de un contrato de adelanto o de préstamo, en español claro, con las cifras de nuestra calculadora y los nombres en inglés que usan los contratos.',
    // One note instead of "(en inglés)" on 30 links: the page must fit its first round trip.
    note: '* La guía o el artículo está en inglés: aún no tiene versión en español.',
    // The term set names a term without its English name in brackets: "Tasa de factor (factor rate)" → "Tasa de factor".
    jsonLdTerm: (term) => term.replace(/\s*\([^)]*\)$/, ''),
    entries: {
      lettersLabel: 'Letras del glosario',
      letterId: 'letra',
      example: 'Ejemplo:',
      also: 'También:',
      read: (kind) => (kind === 'article' ? 'Leer el artículo' : 'Leer la guía'),
      sources: 'Fuentes',
    },
    footer: [
      'Información general; no es asesoría legal ni financiera. Las cifras de los ejemplos salen de nuestra ',
      { link: 'calculator', text: 'calculadora de financiamiento' },
      '; las reglas estatales, de nuestra ',
      { link: 'stateLaws', text: 'referencia de leyes estatales' },
      '.',
    ],
  },
};

export interface FaqPageText {
  title: string;
  description: string;
  heading: string;
  lead: string;
  /** Beside the state-law answers. */
  lawNote: readonly PageSegment[];
}

export const FAQ_PAGE: Readonly<Record<Lang, FaqPageText>> = {
  en: {
    title: 'Small-Business Funding FAQ',
    description:
      'Short, plain answers about merchant cash advance costs, APRs, qualifying, contracts, state disclosure laws, alternatives and how this site works.',
    heading: 'Frequently asked questions',
    lead: 'Short answers, grouped by topic. Each links you onward where a longer explanation helps.',
    lawNote: ['For every state and DC, with the statute behind each rule, see our ', { link: 'stateLaws', text: 'state-law reference' }, '.'],
  },
  es: {
    title: 'Preguntas frecuentes sobre financiamiento',
    description:
      'Respuestas breves y claras sobre el costo de un adelanto de efectivo, la APR, los requisitos, los contratos, las leyes estatales y las alternativas.',
    heading: 'Preguntas frecuentes',
    lead: 'Respuestas breves, agrupadas por tema. Cada una le lleva a una explicación más larga cuando hace falta.',
    lawNote: [
      'Para cada estado y el Distrito de Columbia, con la ley detrás de cada regla, vea nuestra ',
      { link: 'stateLaws', text: 'referencia de leyes estatales' },
      '.',
    ],
  },
};
