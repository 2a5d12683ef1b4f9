import { guideUrl } from '@/lib/content/urls';

/**
 * The comparison table of funding programs: one source for landing pages and
 * /resources/funding-programs/compare. Speeds and credit weighting from spec.md §9 and facts.md.
 */
export const PROGRAM_COLUMNS = ['Program', 'Funding Speed', 'Credit Weighting', 'Repayment', 'Typical Use Case', 'Docs'] as const;

export interface Program {
  name: string;
  guide: string;
  speed: string;
  credit: string;
  repayment: string;
  useCase: string;
  docs: string;
}

export const PROGRAMS: readonly Program[] = [
  {
    name: 'MCA',
    guide: guideUrl('merchant-cash-advance'),
    speed: 'Commonly advertised: 24–48 hours',
    credit: 'Low: deposits matter most',
    repayment: 'Daily or weekly share of sales (often 5–20%)',
    useCase: 'Urgent, short-term cash',
    docs: '3 months of bank statements, ID, voided check',
  },
  {
    name: 'Business Line of Credit',
    guide: guideUrl('business-lines-of-credit'),
    speed: 'Often days to weeks',
    credit: 'High',
    repayment: 'Interest on what you draw',
    useCase: 'Uneven or recurring cash needs',
    docs: 'Statements, tax returns, credit check',
  },
  {
    name: 'Equipment Financing',
    guide: guideUrl('equipment-financing'),
    speed: 'Often days to weeks',
    credit: 'Medium: the equipment secures it',
    repayment: 'Fixed monthly payments',
    useCase: 'Buying machines or vehicles',
    docs: 'Equipment quote, statements',
  },
  {
    name: 'Invoice Factoring',
    guide: guideUrl('invoice-factoring'),
    speed: 'Often days once set up',
    credit: 'Low: your customers’ credit counts',
    repayment: 'Your customer pays the factor',
    useCase: 'Slow-paying business customers',
    docs: 'Invoices, customer list',
  },
  {
    name: 'SBA 7(a) Loan',
    guide: guideUrl('sba-loans'),
    speed: 'Often 30–90 days',
    credit: 'High: 650+ often expected',
    repayment: 'Fixed monthly payments, up to 10–25 years',
    useCase: 'Growth, equipment, real estate (not paying off an advance)',
    docs: 'Full financials, tax returns, business plan',
  },
];

export const programRow = (p: Program): string[] => [p.name, p.speed, p.credit, p.repayment, p.useCase, p.docs];

/** Explanations of each column, shown on the comparison page. */
export const COLUMN_NOTES: Readonly<Record<(typeof PROGRAM_COLUMNS)[number], string>> = {
  Program: 'The kind of financing. Each links to its guide.',
  'Funding Speed':
    'How soon money often arrives after a complete application; for advances, what funders commonly advertise. Providers vary; none of these is a promise.',
  'Credit Weighting': 'How much your personal and business credit history counts in the decision.',
  Repayment: 'How you pay it back, and how payments respond when sales change.',
  'Typical Use Case': 'The need each product suits best.',
  Docs: 'What providers usually ask for. Have it ready to speed things up.',
};

/**
 * The same table for Spanish pages: the same programs, figures and guides (English guides have no Spanish
 * twin except the MCA and SBA ones), in Spanish words (src/lib/i18n/terms.ts).
 */
export const PROGRAM_COLUMNS_ES = ['Programa', 'Rapidez', 'Crédito', 'Pago', 'Uso típico', 'Documentos'] as const;

const ES_TEXT: Readonly<Record<string, Omit<Program, 'guide'>>> = {
  MCA: {
    name: 'Adelanto de efectivo (MCA)',
    speed: 'Se anuncia comúnmente: 24–48 horas',
    credit: 'Bajo: los depósitos cuentan más',
    repayment: 'Una parte diaria o semanal de las ventas (a menudo 5–20%)',
    useCase: 'Efectivo urgente a corto plazo',
    docs: '3 meses de estados de cuenta bancarios, identificación, cheque anulado',
  },
  'Business Line of Credit': {
    name: 'Línea de crédito comercial',
    speed: 'A menudo de días a semanas',
    credit: 'Alto',
    repayment: 'Interés sobre lo que usa',
    useCase: 'Necesidades de efectivo irregulares o recurrentes',
    docs: 'Estados de cuenta, declaraciones de impuestos, revisión de crédito',
  },
  'Equipment Financing': {
    name: 'Financiamiento de equipos',
    speed: 'A menudo de días a semanas',
    credit: 'Medio: el equipo sirve de garantía',
    repayment: 'Pagos mensuales fijos',
    useCase: 'Comprar máquinas o vehículos',
    docs: 'Cotización del equipo, estados de cuenta',
  },
  'Invoice Factoring': {
    name: 'Factoraje de facturas',
    speed: 'A menudo días, una vez establecido',
    credit: 'Bajo: cuenta el crédito de sus clientes',
    repayment: 'Su cliente le paga a la empresa de factoraje',
    useCase: 'Clientes comerciales que pagan tarde',
    docs: 'Facturas, lista de clientes',
  },
  'SBA 7(a) Loan': {
    name: 'Préstamo SBA 7(a)',
    speed: 'A menudo 30–90 días',
    credit: 'Alto: a menudo se espera 650 o más',
    repayment: 'Pagos mensuales fijos, hasta 10–25 años',
    useCase: 'Crecimiento, equipo, bienes raíces (no para pagar un adelanto)',
    docs: 'Estados financieros completos, declaraciones de impuestos, plan de negocios',
  },
};

/** A program's row in Spanish; a program added above without Spanish words fails the build here. */
export function programRowEs(p: Program): string[] {
  const es = ES_TEXT[p.name];
  if (!es) throw new Error(`src/data/funding-programs.ts: no Spanish text for "${p.name}".`);
  return [es.name, es.speed, es.credit, es.repayment, es.useCase, es.docs];
}

/** The column explanations on the Spanish comparison page, one per Spanish column. */
export const COLUMN_NOTES_ES: Readonly<Record<(typeof PROGRAM_COLUMNS_ES)[number], string>> = {
  Programa: 'El tipo de financiamiento. Cada uno lleva a su guía.',
  Rapidez:
    'Cuánto suele tardar el dinero después de una solicitud completa; para los adelantos, lo que los financiadores anuncian con frecuencia. Cada proveedor es distinto; ninguna cifra es una promesa.',
  Crédito: 'Cuánto pesa su historial de crédito personal y comercial en la decisión.',
  Pago: 'Cómo lo devuelve y cómo cambian los pagos cuando cambian las ventas.',
  'Uso típico': 'La necesidad para la que mejor sirve cada producto.',
  Documentos: 'Lo que los proveedores suelen pedir. Tenerlo listo acelera el trámite.',
};

/** The table's columns and their notes in a language, in order. */
export const programColumnsIn = (lang: 'en' | 'es'): ReadonlyArray<{ column: string; note: string }> =>
  lang === 'es'
    ? PROGRAM_COLUMNS_ES.map((column) => ({ column, note: COLUMN_NOTES_ES[column] }))
    : PROGRAM_COLUMNS.map((column) => ({ column, note: COLUMN_NOTES[column] }));

/** A program's name in a language (its row's first cell). */
export const programNameIn = (lang: 'en' | 'es', p: Program): string => (lang === 'es' ? programRowEs(p)[0]! : p.name);
