/**
 * THE Spanish catalog, written down once: the term for each concept, the names of US agencies and laws, the
 * names of the states, the quotation marks and the instruction verbs every Spanish page and string uses, and
 * the variants we rejected. Pure data. tests/unit/spanish-terms.test.ts holds every Spanish content file
 * (content/<collection>/es/, content/glossary/es.yaml) to it.
 *
 * Agencies and laws: the Spanish name the agency itself uses, with the English acronym (or, for a law, the
 * English name) once in parentheses at the first use on a page: "Agencia Federal de Pequeños Negocios
 * (SBA)", "Reglamento Z (Regulation Z)". A statute's or case's own name may stay in English beside its
 * Spanish description ("New York CPLR 3218 (sentencia por confesión)"); those names are listed in
 * ENGLISH_NAMES_KEPT, so the check knows them.
 */
import { TERMS } from './terms';
import { STATE_NAMES, STATE_NAMES_STANDARD } from './state-names-es';

/** One Spanish term per concept: the table in ./terms.ts (the build test checks the `firstUse` ones). */
export const CONCEPTS = TERMS;

export interface OfficialName {
  /** The name in Spanish, as written in running text. */
  es: string;
  /** What goes in parentheses at the first use: the acronym, or a law's English name. */
  en: string;
  /** The page where the agency itself uses the Spanish name, or why we could not confirm it. */
  checked: string;
}

/** US agencies, by the Spanish names on their own Spanish pages. */
export const AGENCIES = {
  sba: {
    es: 'Agencia Federal de Pequeños Negocios',
    en: 'SBA',
    checked:
      'sba.gov/es/acerca-de-la-sba/organizacion: "La Agencia Federal de Pequeños Negocios (SBA, por sus siglas en inglés) ayuda a los estadounidenses a iniciar, construir y hacer crecer sus negocios"',
  },
  ftc: {
    es: 'Comisión Federal de Comercio',
    en: 'FTC',
    checked: 'ftc.gov/es/noticias: "la Comisión Federal de Comercio (FTC, por su sigla en inglés)"',
  },
  cfpb: {
    es: 'Oficina para la Protección Financiera del Consumidor',
    en: 'CFPB',
    checked:
      'consumerfinance.gov/es/quienes-somos and the CFPB blog in Spanish: "La Oficina para la Protección Financiera del Consumidor (CFPB, por sus siglas en inglés)"',
  },
  irs: {
    es: 'Servicio de Impuestos Internos',
    en: 'IRS',
    checked: 'irs.gov/es/newsroom: "el Servicio de Impuestos Internos (IRS, por sus siglas en inglés)"',
  },
  sbdc: {
    es: 'Centro de Desarrollo de Pequeños Negocios',
    en: 'SBDC',
    checked: 'Not confirmed on a stored SBA page; the site has always used this form, which matches the SBA’s "Pequeños Negocios".',
  },
  federalCourts: {
    es: 'tribunales federales',
    en: 'United States Courts',
    checked: 'Not confirmed on a stored uscourts.gov page in Spanish; a plain description, not a title.',
  },
} as const satisfies Record<string, OfficialName>;

/** US laws and rules. The FDCPA and Regulation F names are the CFPB's own; TILA's and Regulation Z's were not found on a stored consumerfinance.gov page: see `checked`. */
export const LAWS = {
  tila: {
    es: 'Ley de Veracidad en los Préstamos',
    en: 'Truth in Lending Act, TILA',
    checked:
      'NOT confirmed on a stored CFPB page (searched the stored pages and docs); the form used by Spanish-language consumer sources and, to our knowledge, by consumerfinance.gov/es. Confirm on consumerfinance.gov/es before relying on it.',
  },
  regulationZ: {
    es: 'Reglamento Z',
    en: 'Regulation Z',
    checked: 'NOT confirmed on a stored CFPB page; as for the Ley de Veracidad en los Préstamos.',
  },
  regulationF: {
    es: 'Normativa sobre el Cobro de Deudas',
    en: 'Regulation F',
    checked:
      'consumerfinance.gov/es/obtener-respuestas/existen-leyes-que-limitan-lo-que-los-cobradores-de-deudas-pueden-decir-o-hacer-es-329: "Nuestra Normativa sobre el Cobro de Deudas, la cual clarifica ciertas provisiones contenidas en la Ley de Prácticas Justas en el Cobro de Deudas (FDCPA, por sus siglas en inglés), entró en vigencia el 30 de noviembre del 2021" (the rule is Regulation F, 12 CFR part 1006).',
  },
  fdcpa: {
    es: 'Ley de Prácticas Justas en el Cobro de Deudas',
    en: 'Fair Debt Collection Practices Act, FDCPA',
    checked:
      'consumerfinance.gov/es/obtener-respuestas/existen-leyes-que-limitan-lo-que-los-cobradores-de-deudas-pueden-decir-o-hacer-es-329: "La Ley de Prácticas Justas en el Cobro de Deudas (FDCPA, por sus siglas en inglés) es la principal ley federal que norma las prácticas del cobro de deudas".',
  },
  telemarketingSalesRule: {
    es: 'Regla de Ventas de Telemercadeo',
    en: 'Telemarketing Sales Rule',
    checked: 'NOT confirmed on a stored FTC page.',
  },
  ucc: {
    es: 'Código Comercial Uniforme',
    en: 'Uniform Commercial Code, UCC',
    checked: 'A description (the UCC has no official Spanish text); used since the first Spanish pages.',
  },
} as const satisfies Record<string, OfficialName>;

export { STATE_NAMES_STANDARD };

/** The Spanish name of each state and DC, by page slug: the one list in ./state-names-es.ts. */
export const STATE_NAMES_ES: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(STATE_NAMES).map(([slug, name]) => [slug, name.es]));

/** English state names that the standard replaces, each with its Spanish form (and "Tejas", which it does not use). */
const ENGLISH_STATE_NAMES: ReadonlyArray<readonly [string, string]> = [
  ...Object.values(STATE_NAMES)
    .filter((name) => name.en !== name.es)
    .map((name) => [name.en, name.es] as const),
  ['Tejas', 'Texas'],
];

/**
 * Quotation marks: typographic double quotes, “así”. In MDX write straight quotes ("así"), which the
 * Markdown renderer turns into “así”; in YAML and code write “así”. Angle quotes are not used.
 */
export const QUOTES = { open: '“', close: '”' } as const;

/** One verb per kind of instruction, in the usted form. */
export const INSTRUCTION_VERBS = {
  /** Typing a figure or text into a field. */
  type: 'Escriba',
  /** Picking one option from a list. */
  choose: 'Elija',
} as const;

export interface RejectedVariant {
  /** The text that must not appear (case-sensitive; matched as a whole word). */
  variant: string;
  /** What to write instead. */
  use: string;
  /** true when the variant may still appear as the English name in parentheses after the Spanish one. */
  inParentheses?: boolean;
}

/** Variants no Spanish page uses, each with the catalog's choice. */
export const REJECTED_VARIANTS: readonly RejectedVariant[] = [
  ...ENGLISH_STATE_NAMES.map(([variant, use]) => ({ variant, use })),
  { variant: 'Small Business Administration', use: `${AGENCIES.sba.es} (${AGENCIES.sba.en})` },
  { variant: 'Administración de Pequeñas Empresas', use: AGENCIES.sba.es },
  { variant: 'Centro de Desarrollo de Pequeñas Empresas', use: `${AGENCIES.sbdc.es} (${AGENCIES.sbdc.en})` },
  { variant: 'Federal Trade Commission', use: `${AGENCIES.ftc.es} (${AGENCIES.ftc.en})` },
  { variant: 'Consumer Financial Protection Bureau', use: `${AGENCIES.cfpb.es} (${AGENCIES.cfpb.en})` },
  { variant: 'Oficina de Protección Financiera del Consumidor', use: AGENCIES.cfpb.es },
  { variant: 'Internal Revenue Service', use: `${AGENCIES.irs.es} (${AGENCIES.irs.en})` },
  { variant: 'Truth in Lending', use: `${LAWS.tila.es} (TILA)`, inParentheses: true },
  { variant: 'Regulation Z', use: `${LAWS.regulationZ.es} (Regulation Z)`, inParentheses: true },
  { variant: 'Regulación Z', use: LAWS.regulationZ.es },
  { variant: 'Regulation F', use: `${LAWS.regulationF.es} (Regulation F)`, inParentheses: true },
  { variant: 'Reglamento F', use: `${LAWS.regulationF.es} (Regulation F)` },
  { variant: 'Fair Debt Collection Practices Act', use: LAWS.fdcpa.es, inParentheses: true },
  { variant: 'Telemarketing Sales Rule', use: LAWS.telemarketingSalesRule.es, inParentheses: true },
  { variant: 'Attorney General', use: 'Fiscalía General (the office) or fiscal general (the official)', inParentheses: true },
  { variant: 'flujo de caja', use: 'flujo de efectivo' },
  { variant: 'a discreción', use: 'a criterio' },
  { variant: 'tasa anual equivalente', use: 'tasa de porcentaje anual (APR)' },
  { variant: 'TAE', use: 'APR' },
  { variant: 'High risk', use: 'Riesgo alto' },
  { variant: 'Medium risk', use: 'Riesgo medio' },
  { variant: 'Low risk', use: 'Riesgo bajo' },
  { variant: 'Ingrese', use: INSTRUCTION_VERBS.type },
  { variant: 'Introduzca', use: INSTRUCTION_VERBS.type },
  { variant: 'Seleccione', use: INSTRUCTION_VERBS.choose },
  { variant: '«', use: QUOTES.open },
  { variant: '»', use: QUOTES.close },
];

/**
 * Names kept in English because they are a statute's, court's or case's own name (the issue allows the
 * statute's name in English beside its Spanish description). Each contains a rejected variant.
 */
export const ENGLISH_NAMES_KEPT: readonly string[] = [
  'New York CPLR',
  'New York Financial Services Law',
  'Missouri Commercial Financing Disclosure Law',
  'Small Business Truth in Lending Act',
];
