/**
 * The words of the three index pages (guides, articles, tools), per language; each page is one component
 * for both (src/components/lists/). Typed by one interface, so a missing word fails type-checking. Pure data.
 */
import type { Lang } from './lang';

interface IndexWords {
  title: string;
  description: string;
  heading: string;
  lead: string;
}

interface IndexPagesText {
  guides: IndexWords;
  blog: IndexWords;
  tools: IndexWords;
  reviewed: string;
  published: string;
}

export const INDEX_PAGES_TEXT: Readonly<Record<Lang, IndexPagesText>> = {
  en: {
    guides: {
      title: 'Funding Guides for Small-Business Owners',
      description: 'In-depth guides to merchant cash advances, SBA loans, invoice factoring, equipment financing, lines of credit, stacking and underwriting.',
      heading: 'Guides',
      lead: 'Each guide explains one kind of funding: how it works, what it costs, who it suits and what to check before you sign.',
    },
    blog: {
      title: 'Blog: Plain Answers on Business Funding',
      description:
        'Articles on what merchant cash advances really cost, early payoff, renewals, reconciliation, liens, guarantees and the state laws that protect owners.',
      heading: 'Blog',
      lead: 'Plain answers to the questions owners ask before, during and after taking an advance or a loan.',
    },
    tools: {
      title: 'Free Tools for Comparing and Managing Funding',
      description:
        'Calculators, comparisons, checkers and letters for owners with an offer or an advance: every figure worked out in your browser, nothing stored.',
      heading: 'Tools',
      lead: 'Every tool works out its figures in your browser from what you type. Nothing is sent or stored; only the figures go in the page address, so you can share them.',
    },
    reviewed: 'Reviewed',
    published: 'Published',
  },
  es: {
    guides: {
      title: 'Guías de financiamiento para pequeños negocios',
      description:
        'Guías sobre adelantos de efectivo, préstamos SBA, factoraje de facturas, financiamiento de equipos, líneas de crédito, acumulación y evaluación.',
      heading: 'Guías',
      lead: 'Cada guía explica un tipo de financiamiento: cómo funciona, cuánto cuesta, a quién le conviene y qué revisar antes de firmar.',
    },
    blog: {
      title: 'Blog: respuestas claras sobre financiamiento',
      description:
        'Artículos sobre el costo real de un adelanto de efectivo, el pago anticipado, las renovaciones, la reconciliación, los gravámenes y las leyes estatales.',
      heading: 'Blog',
      lead: 'Respuestas claras a lo que preguntan los dueños antes, durante y después de tomar un adelanto o un préstamo.',
    },
    tools: {
      title: 'Herramientas gratuitas para comparar y manejar su financiamiento',
      description:
        'Calculadoras, comparaciones, verificadores y cartas para dueños con una oferta o un adelanto: cada cifra se calcula en su navegador y no se guarda nada.',
      heading: 'Herramientas',
      lead: 'Cada herramienta calcula sus cifras en su navegador con lo que usted escribe. No se envía ni se guarda nada; solo las cifras van en la dirección de la página, para que pueda compartirlas.',
    },
    reviewed: 'Revisado el',
    published: 'Publicado el',
  },
};
