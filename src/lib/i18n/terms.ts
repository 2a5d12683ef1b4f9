/**
 * THE Spanish terminology table: one Spanish term for each English one, used in every Spanish page, tool
 * and the glossary. Owners see the English words in their contracts, so a Spanish guide or article gives the
 * English term in parentheses at the Spanish term's first use on the page ("tasa de factor (factor rate)");
 * tests/build/i18n.test.ts holds the pages to it for the entries marked `firstUse`.
 */
export interface Term {
  en: string;
  es: string;
  /** Spanish guides and articles that use `es` must write "es (en…" at its first use. */
  firstUse?: boolean;
}

export const TERMS: readonly Term[] = [
  { en: 'merchant cash advance', es: 'adelanto de efectivo para comercios', firstUse: true },
  { en: 'factor rate', es: 'tasa de factor', firstUse: true },
  { en: 'holdback', es: 'porcentaje de retención', firstUse: true },
  { en: 'payback', es: 'monto a devolver', firstUse: true },
  { en: 'purchased amount', es: 'monto comprado' },
  { en: 'remittance', es: 'pago' },
  { en: 'fixed daily debit', es: 'débito diario fijo' },
  { en: 'reconciliation', es: 'reconciliación', firstUse: true },
  { en: 'true-up', es: 'ajuste' },
  { en: 'stacking', es: 'acumulación de adelantos', firstUse: true },
  { en: 'renewal', es: 'renovación' },
  { en: 'early-payoff discount', es: 'descuento por pago anticipado' },
  { en: 'APR (annual percentage rate)', es: 'tasa de porcentaje anual', firstUse: true },
  { en: 'simple annual rate', es: 'tasa anual simple' },
  { en: 'actuarial (disclosure-style) APR', es: 'APR actuarial' },
  { en: 'finance charge', es: 'cargo financiero' },
  { en: 'cents per dollar', es: 'centavos por dólar' },
  { en: 'business day', es: 'día hábil' },
  { en: 'origination fee', es: 'cargo de originación' },
  { en: 'net funding', es: 'monto neto recibido' },
  { en: 'UCC-1 financing statement', es: 'declaración de financiamiento UCC-1' },
  { en: 'blanket lien', es: 'gravamen general' },
  { en: 'personal guarantee', es: 'garantía personal' },
  { en: 'confession of judgment', es: 'confesión de sentencia', firstUse: true },
  { en: 'default', es: 'incumplimiento' },
  { en: 'broker (ISO)', es: 'corredor' },
  { en: 'funder', es: 'financiador' },
  { en: 'working capital', es: 'capital de trabajo' },
  { en: 'line of credit', es: 'línea de crédito' },
  { en: 'invoice factoring', es: 'factoraje de facturas' },
  { en: 'equipment financing', es: 'financiamiento de equipos' },
  { en: 'SBA loan', es: 'préstamo de la SBA' },
  { en: 'bank statements', es: 'estados de cuenta bancarios' },
  { en: 'monthly revenue', es: 'ingresos mensuales' },
  { en: 'commercial financing disclosure law', es: 'ley de divulgación de financiamiento comercial' },
  { en: 'funding calculator', es: 'calculadora de financiamiento' },
  { en: 'eligibility checker', es: 'verificador de elegibilidad' },
  { en: 'repayment schedule', es: 'calendario de pagos' },
  { en: 'Apply Now', es: 'Solicitar ahora' },
  { en: 'paid-link notice', es: 'Podemos recibir un pago si solicita a través de este enlace. Eso no cambia lo que escribimos.' },
  { en: 'not financial, legal or tax advice', es: 'no es asesoría financiera, legal ni fiscal' },
];
