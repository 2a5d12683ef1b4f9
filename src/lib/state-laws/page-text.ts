/**
 * The words of a state's law page, per language (the page itself is one component for both:
 * src/components/state-laws/StateLawPage.astro). Typed by one interface, so a word missing in one
 * language fails type-checking. Sentences are built from the entry's data (name, dates, figures), never
 * from the other language's prose. Pure: no Astro, no React.
 */
import { formatUsdWhole } from '../calculator/format';
import { formatIsoDate, shortDate } from '../content/dates';
import type { Lang } from '../i18n/lang';
import { SCOPE_LABELS_ES, STATUS_LABELS_ES } from './labels-es';
import type { OfficialSourceKind } from './official-sources';
import { OFFICIAL_SOURCE_KIND_LABELS } from './official-sources';
import {
  hasLaw,
  jurisdictionInSentence,
  noLawFoundSentence,
  pageDescription,
  pageTitle,
  SCOPE_LABELS,
  STATE_LAWS_COMPILED,
  statusLabel,
  type LAW_SCOPES,
  type StateLaw,
} from './rules';

type LawScope = (typeof LAW_SCOPES)[number];

export interface StateLawPageText {
  title: (entry: StateLaw) => string;
  description: (entry: StateLaw) => string;
  status: (entry: StateLaw) => string;
  /** The name in a sentence ("the District of Columbia"). */
  where: (entry: StateLaw) => string;
  lastReviewed: string;
  notAdvice: string;
  meaningTitle: (where: string) => string;
  factsTitle: string;
  unsettledTitle: string;
  billsTitle: string;
  sourcesTitle: string;
  nextTitle: string;
  onThisPage: string;
  facts: {
    law: string;
    citation: string;
    covers: string;
    cap: string;
    inForceSince: string;
    inForceFrom: string;
    apr: string;
    registration: string;
    coj: string;
    yes: string;
    no: string;
  };
  /** The law's name as the page shows it: the Spanish description, then the enacted name. */
  lawName: (entry: StateLaw & { lawNameEs?: string | undefined }) => string;
  scope: Readonly<Record<LawScope, string>>;
  noLaw: (entry: StateLaw) => string;
  cojUnverified: (where: string) => string;
  billsLead: (reviewed: string) => string;
  officialText: string;
  officialNotLinked: string;
  noStatute: string;
  kind: Readonly<Record<OfficialSourceKind, string>>;
  analysis: string;
  analysisLead: string;
  compiled: (reviewed: string) => string;
  next: {
    checkDisclosure: (name: string) => string;
    calculator: string;
    landing: (name: string) => string;
    allStates: string;
    help: string;
  };
  date: (iso: string) => string;
}

const EN: StateLawPageText = {
  title: pageTitle,
  description: pageDescription,
  status: statusLabel,
  where: jurisdictionInSentence,
  lastReviewed: 'Last reviewed',
  notAdvice: 'General information, not legal advice.',
  meaningTitle: (where) => `What this means if you sign an offer in ${where}`,
  factsTitle: 'The law at a glance',
  unsettledTitle: 'What is unsettled',
  billsTitle: 'Bills we found',
  sourcesTitle: 'Sources',
  nextTitle: 'Next steps',
  onThisPage: 'Sections of this page',
  facts: {
    law: 'Disclosure law',
    citation: 'Citation',
    covers: 'Covers',
    cap: 'Size of offer covered',
    inForceSince: 'In force since',
    inForceFrom: 'In force from',
    apr: 'Estimated APR on the disclosure',
    registration: 'Registration or licence',
    coj: 'Confessions of judgment',
    yes: 'Yes',
    no: 'No',
  },
  lawName: (entry) => entry.law?.name ?? '',
  scope: SCOPE_LABELS,
  noLaw: noLawFoundSentence,
  cojUnverified: (where) => `Confessions of judgment: we have not verified this claim, so we do not say they are allowed or barred in ${where}.`,
  billsLead: (reviewed) => `Proposed laws that were not found enacted as of ${reviewed}. None of them is law on this page.`,
  officialText: 'Official text',
  officialNotLinked: 'Official text not linked.',
  noStatute: 'No statute to link: we found no disclosure law here.',
  kind: OFFICIAL_SOURCE_KIND_LABELS,
  analysis: 'Analysis',
  analysisLead: 'Secondary sources (law-firm alerts, trade press, surveys) that explain the law. They are not the law.',
  compiled: (reviewed) =>
    `Compiled from these sources on ${reviewed}. If a source and this page disagree, the law as written wins; ask a lawyer before relying on any of it.`,
  next: {
    checkDisclosure: (name) => `Check a ${name} disclosure's APR`,
    calculator: "Work out an offer's APR with the calculator",
    landing: (name) => `Business funding in ${name}`,
    allStates: 'All 50 states and DC compared',
    help: 'Help if an advance is already in trouble',
  },
  date: (iso) => formatIsoDate(iso),
};

const SCOPE_NOUNS_ES: Record<LawScope, string> = {
  'commercial-financing': 'las ofertas',
  'sales-based-financing': 'el financiamiento basado en ventas',
  'sales-based-financing-and-factoring': 'los adelantos y el factoraje',
};

/** "en Nueva York", "en el Distrito de Columbia". */
const whereEs = (entry: Pick<StateLaw, 'name' | 'abbreviation'>): string => (entry.abbreviation === 'DC' ? 'el Distrito de Columbia' : entry.name);

/** At most 60 characters, like the English title. */
function titleEs(entry: StateLaw): string {
  const full = `Ley de divulgación de adelantos (MCA) de ${entry.name}`;
  return full.length <= 60 ? full : `Ley de adelantos (MCA) de ${entry.name}`;
}

function descriptionEs(entry: StateLaw): string {
  if (hasLaw(entry)) {
    const { law } = entry;
    const cap = law.capUsd === null ? 'de cualquier monto' : `${law.capInclusive ? 'de hasta' : 'de menos de'} ${formatUsdWhole(law.capUsd * 100)}`;
    const when = entry.status === 'in-force' ? 'en vigor desde el' : 'en vigor a partir del';
    const apr = law.aprRequired ? 'exige una APR estimada' : 'no exige APR';
    return `La ley de divulgación de ${whereEs(entry)} cubre ${SCOPE_NOUNS_ES[law.scope]} ${cap}, ${when} ${shortDate(law.inForceDate, 'es')} y ${apr}. Qué significa para usted.`;
  }
  const tail = entry.pending.length > 0 ? 'proyectos de ley, fuentes y qué significa para un adelanto.' : 'qué significa para un adelanto, con fuentes.';
  return `No encontramos ley de divulgación de financiamiento comercial en ${whereEs(entry)} al ${shortDate(STATE_LAWS_COMPILED, 'es')}: ${tail}`;
}

const ES: StateLawPageText = {
  title: titleEs,
  description: descriptionEs,
  status: (entry) => STATUS_LABELS_ES[entry.status](entry),
  where: whereEs,
  lastReviewed: 'Última revisión',
  notAdvice: 'Información general, no asesoría legal.',
  meaningTitle: (where) => `Qué significa si firma una oferta en ${where}`,
  factsTitle: 'La ley en resumen',
  unsettledTitle: 'Lo que no está resuelto',
  billsTitle: 'Proyectos de ley que encontramos',
  sourcesTitle: 'Fuentes',
  nextTitle: 'Próximos pasos',
  onThisPage: 'Secciones de esta página',
  facts: {
    law: 'Ley de divulgación',
    citation: 'Cita legal',
    covers: 'Cubre',
    cap: 'Monto de oferta cubierto',
    inForceSince: 'En vigor desde',
    inForceFrom: 'En vigor a partir de',
    apr: 'APR estimada en la divulgación',
    registration: 'Registro o licencia',
    coj: 'Confesiones de sentencia',
    yes: 'Sí',
    no: 'No',
  },
  // The enacted name often has its own parentheses (bill and year): a colon keeps them from nesting.
  lawName: (entry) => (entry.law ? (entry.lawNameEs ? `${entry.lawNameEs}: ${entry.law.name}` : entry.law.name) : ''),
  scope: SCOPE_LABELS_ES,
  noLaw: (entry) =>
    `No encontramos ninguna ley ${entry.abbreviation === 'DC' ? '' : 'estatal '}de divulgación de financiamiento comercial en ${whereEs(entry)} al ${formatIsoDate(STATE_LAWS_COMPILED, 'es')}.`,
  cojUnverified: (where) =>
    `No hemos comprobado la regla sobre confesiones de sentencia en ${where}, así que no decimos si allí están permitidas o prohibidas.`,
  billsLead: (reviewed) => `Leyes propuestas que no encontramos aprobadas al ${reviewed}. Ninguna de ellas es ley en esta página.`,
  officialText: 'Texto oficial (en inglés)',
  officialNotLinked: 'Texto oficial sin enlace.',
  noStatute: 'No hay ley que enlazar: no encontramos una ley de divulgación aquí.',
  kind: { statute: 'Ley', regulation: 'Reglamento', 'regulator-guidance': 'Guía del regulador', bill: 'Texto del proyecto de ley' },
  analysis: 'Análisis (en inglés)',
  analysisLead: 'Fuentes secundarias (alertas de bufetes, prensa del sector, estudios) que explican la ley. No son la ley.',
  compiled: (reviewed) =>
    `Recopilado de estas fuentes el ${reviewed}. Si una fuente y esta página no coinciden, vale la ley tal como está escrita; consulte a un abogado antes de basarse en esta información.`,
  next: {
    checkDisclosure: (name) => `Revise la APR de una divulgación de ${name}`,
    calculator: 'Calcule la APR de una oferta con la calculadora',
    landing: (name) => `Financiamiento para negocios en ${name}`,
    allStates: 'Los 50 estados y el Distrito de Columbia, comparados',
    help: 'Ayuda si un adelanto ya tiene problemas',
  },
  date: (iso) => formatIsoDate(iso, 'es'),
};

export const STATE_LAW_PAGE_TEXT: Readonly<Record<Lang, StateLawPageText>> = { en: EN, es: ES };
