/**
 * Spanish labels for the state-law reference: the hub's table and picker (`HUB_TEXT_ES`, typed as the
 * English `HubText`), and the rule labels over the same keys as ./rules.ts, so a new scope, rule, status
 * or sort order fails type-checking until it has Spanish words. Statute names and citations stay as
 * enacted (in English) and come from the data; amounts and dates are built from the data's numbers
 * (`capUsd`, `inForceDate`), never from the English `capText`/`inForceText`. Pure: no Astro, no React.
 */
import { formatUsdWhole } from '../calculator/format';
import { formatIsoDate, shortDate } from '../content/dates';
import { ES_ROUTES } from '../i18n/pages';
import type { HubLaw, HubText } from './hub-text';
import {
  STATE_LAWS_COMPILED,
  type COJ_RULES,
  type LAW_SCOPES,
  type LAW_STATUSES,
  type REGISTRATION_RULES,
  type SORT_LABELS,
  type SortKey,
  type StateLawData,
} from './rules';

type LawScope = (typeof LAW_SCOPES)[number];
type CojRule = (typeof COJ_RULES)[number];
type RegistrationRule = (typeof REGISTRATION_RULES)[number];
type LawStatus = (typeof LAW_STATUSES)[number];

export const SCOPE_LABELS_ES: Record<LawScope, string> = {
  'commercial-financing': 'Financiamiento comercial',
  'sales-based-financing': 'Solo financiamiento basado en ventas',
  'sales-based-financing-and-factoring': 'Financiamiento basado en ventas y factoraje',
};

/** Short labels for the hub table; each state's page gives the rule in full. */
export const COJ_LABELS_ES: Record<CojRule, string> = {
  'general-ban': 'Nulas o prohibidas en general',
  'void-pre-suit': 'Nulas si se firman antes de una demanda',
  'sbf-contract-ban': 'Prohibidas en contratos de financiamiento basado en ventas',
  'void-contract': 'Un contrato con una confesión de sentencia es nulo',
  'out-of-state-filing-ban': 'No se pueden presentar contra negocios de otro estado',
  'pjr-waiver-ban': 'Prohibida la renuncia a medidas previas a la sentencia (no prohíbe la confesión)',
  'prohibited-from-2027': 'Prohibidas cuando entre en vigor la nueva ley',
  'not-surveyed': 'No se encontró; ley general sin revisar',
  'unverified-secondary': 'Sin resolver: solo una fuente secundaria',
};

export const REGISTRATION_LABELS_ES: Record<RegistrationRule, string> = {
  'providers-and-brokers': 'Proveedores y corredores',
  providers: 'Proveedores',
  'brokers-only': 'Solo corredores',
  'annual-report': 'Sin registro; informe anual al regulador',
  none: 'Ninguno',
  unsettled: 'Sin resolver',
  'not-applicable': '—',
};

/** Control label, the key in a sentence ("ordenada por …"), the order in words, and the sorted column's aria-sort (as in English). */
export const SORT_LABELS_ES: Record<SortKey, (typeof SORT_LABELS)[SortKey]> = {
  name: { column: 'Jurisdicción', noun: 'nombre', order: 'de la A a la Z', ariaSort: 'ascending' },
  cap: { column: 'Límite en dólares', noun: 'límite en dólares', order: 'mayor cobertura primero', ariaSort: 'descending' },
  'in-force': { column: 'En vigor desde', noun: 'fecha de entrada en vigor', order: 'ley más antigua primero', ariaSort: 'ascending' },
  apr: { column: 'APR exigida', noun: 'exigencia de APR', order: 'APR exigida primero', ariaSort: 'other' },
};

/** The Spanish hub and its sorted copies (the table of page pairs, src/lib/i18n/pages.ts). */
export const SORT_PATHS_ES: Record<SortKey, string> = {
  name: ES_ROUTES.stateLaws,
  cap: ES_ROUTES.stateLawsByCap,
  'in-force': ES_ROUTES.stateLawsByInForce,
  apr: ES_ROUTES.stateLawsByApr,
};

export const STATUS_LABELS_ES: Record<LawStatus, (entry: Pick<StateLawData, 'law'>) => string> = {
  'in-force': () => 'En vigor',
  'enacted-not-in-force': (entry) =>
    entry.law ? `Aprobada, en vigor desde el ${formatIsoDate(entry.law.inForceDate, 'es')}` : 'Aprobada, en vigor más adelante',
  'none-found': () => `No se encontró ninguna ley al ${formatIsoDate(STATE_LAWS_COMPILED, 'es')}`,
};

/** "Hasta $X" (up to and including), "Menos de $X" (under), or no dollar cap: from the numbers, never the English text. */
export function capCellEs(law: Pick<HubLaw, 'capUsd' | 'capInclusive'>): string {
  if (law.capUsd === null) return 'Sin límite en dólares';
  return `${law.capInclusive ? 'Hasta' : 'Menos de'} ${formatUsdWhole(law.capUsd * 100)}`;
}

/**
 * Whether the English cell says more than its number or date (a second date, a rule for registration,
 * sources that disagree): the English `capText` is not just "≤ $X" / "< $X" / "No dollar cap", or
 * `inForceText` is not just the short date. The Spanish cell then points the reader to the state's page.
 */
export function capSaysMore(law: Pick<HubLaw, 'capUsd' | 'capInclusive' | 'capText'>): boolean {
  const plain = law.capUsd === null ? 'No dollar cap' : `${law.capInclusive ? '≤' : '<'} ${formatUsdWhole(law.capUsd * 100)}`;
  return law.capText.trim() !== plain;
}

export function inForceSaysMore(law: Pick<HubLaw, 'inForceDate' | 'inForceText'>): boolean {
  return law.inForceText.trim() !== shortDate(law.inForceDate);
}

const SEE_STATE_PAGE = 'Con salvedades: vea la página del estado';

export const HUB_TEXT_ES: HubText = {
  scope: SCOPE_LABELS_ES,
  coj: COJ_LABELS_ES,
  registration: REGISTRATION_LABELS_ES,
  sort: SORT_LABELS_ES,
  sortPath: SORT_PATHS_ES,
  columns: {
    name: 'Jurisdicción',
    law: 'Ley de divulgación y cita legal',
    covers: 'Cubre',
    inForce: 'En vigor desde',
    apr: 'APR en la divulgación',
    registration: 'Registro',
    coj: 'Confesiones de sentencia',
    reviewed: 'Última revisión',
  },
  yes: 'Sí',
  no: 'No',
  noLaw: 'No se encontró ninguna ley',
  noLawBills: 'No se encontró ninguna ley (hay proyectos de ley)',
  cap: capCellEs,
  capNote: (law) => (capSaysMore(law) ? SEE_STATE_PAGE : null),
  inForce: (law, inForce) => (inForce ? shortDate(law.inForceDate, 'es') : `Aún no: a partir del ${shortDate(law.inForceDate, 'es')}`),
  inForceNote: (law) => (inForceSaysMore(law) ? SEE_STATE_PAGE : null),
  date: (iso) => shortDate(iso, 'es'),
  sortNav: 'Ordenar la tabla',
  sortBy: 'Ordenar por',
  sortedBy: (noun, order) => `Ordenada por ${noun}: ${order}.`,
  caption: (noun, order) => `Leyes estatales sobre adelantos de efectivo y financiamiento comercial, ordenadas por ${noun} (${order})`,
  sortHeader: (order) => `: ordenar, ${order}`,
  backToList: 'Volver a la lista de la A a la Z',
  pickerTitle: 'Ir a un estado',
  pickerLetter: (firstState) => `: estados a partir de ${firstState}`,
};
