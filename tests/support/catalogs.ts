/**
 * Every English interface catalog with its Spanish twin, for the test that no Spanish page shows English
 * interface text (tests/build/i18n.test.ts). A new catalog is one line here.
 */
import { UI } from '@/lib/i18n/ui';
import { PAID_LINK_TEXT } from '@/lib/site/paid-link-text';
import { ISLAND_ERROR_EN } from '@/lib/i18n/tools/common.en';
import { ISLAND_ERROR_ES } from '@/lib/i18n/tools/common.es';
import { CALCULATOR_TEXT_EN } from '@/lib/i18n/tools/calculator.en';
import { CALCULATOR_TEXT_ES } from '@/lib/i18n/tools/calculator.es';
import { COMPARE_TEXT_EN } from '@/lib/i18n/tools/compare-offers.en';
import { COMPARE_TEXT_ES } from '@/lib/i18n/tools/compare-offers.es';
import { ELIGIBILITY_TEXT_EN } from '@/lib/i18n/tools/eligibility.en';
import { ELIGIBILITY_TEXT_ES } from '@/lib/i18n/tools/eligibility.es';
import { OFFER_TOOLS_TEXT_EN } from '@/lib/i18n/tools/offer-tools.en';
import { OFFER_TOOLS_TEXT_ES } from '@/lib/i18n/tools/offer-tools.es';
import { OFFER_TEXT_EN } from '@/lib/i18n/tools/offer.en';
import { OFFER_TEXT_ES } from '@/lib/i18n/tools/offer.es';
import { PAYING_SHARED_EN } from '@/lib/i18n/tools/paying.en';
import { PAYING_SHARED_ES } from '@/lib/i18n/tools/paying.es';
import { RECONCILIATION_TEXT_EN } from '@/lib/i18n/tools/reconciliation.en';
import { RECONCILIATION_TEXT_ES } from '@/lib/i18n/tools/reconciliation.es';
import { RENEWAL_UI_EN } from '@/lib/i18n/tools/renewal.en';
import { RENEWAL_UI_ES } from '@/lib/i18n/tools/renewal.es';
import { SCHEDULE_TEXT_EN } from '@/lib/i18n/tools/repayment-schedule.en';
import { SCHEDULE_TEXT_ES } from '@/lib/i18n/tools/repayment-schedule.es';
import { STACKED_TEXT_EN } from '@/lib/i18n/tools/stacked.en';
import { STACKED_TEXT_ES } from '@/lib/i18n/tools/stacked.es';
import { SEARCH_TEXT_EN } from '@/lib/i18n/tools/search.en';
import { SEARCH_TEXT_ES } from '@/lib/i18n/tools/search.es';
import { CASH_RUNWAY_TEXT_EN } from '@/lib/i18n/tools/cash-runway.en';
import { CASH_RUNWAY_TEXT_ES } from '@/lib/i18n/tools/cash-runway.es';
import { CASH_RUNWAY_FILE_TEXT_EN } from '@/lib/i18n/tools/cash-runway-file.en';
import { CASH_RUNWAY_FILE_TEXT_ES } from '@/lib/i18n/tools/cash-runway-file.es';
import { DISCLOSURE_TEXT_EN } from '@/lib/i18n/tools/disclosure.en';
import { DISCLOSURE_TEXT_ES } from '@/lib/i18n/tools/disclosure.es';
import { LETTERS_TEXT_EN } from '@/lib/i18n/tools/letters.en';
import { LETTERS_TEXT_ES } from '@/lib/i18n/tools/letters.es';

export const ENGLISH_CATALOGS: ReadonlyArray<{ name: string; en: object; es: object }> = [
  { name: 'shell', en: UI.en, es: UI.es },
  { name: 'paid links', en: PAID_LINK_TEXT.en, es: PAID_LINK_TEXT.es },
  { name: 'island error', en: ISLAND_ERROR_EN, es: ISLAND_ERROR_ES },
  { name: 'calculator', en: CALCULATOR_TEXT_EN, es: CALCULATOR_TEXT_ES },
  { name: 'compare offers', en: COMPARE_TEXT_EN, es: COMPARE_TEXT_ES },
  { name: 'eligibility', en: ELIGIBILITY_TEXT_EN, es: ELIGIBILITY_TEXT_ES },
  { name: 'offer tools', en: OFFER_TOOLS_TEXT_EN, es: OFFER_TOOLS_TEXT_ES },
  { name: 'offer', en: OFFER_TEXT_EN, es: OFFER_TEXT_ES },
  { name: 'cash forecast', en: CASH_RUNWAY_TEXT_EN, es: CASH_RUNWAY_TEXT_ES },
  { name: 'cash forecast file', en: CASH_RUNWAY_FILE_TEXT_EN, es: CASH_RUNWAY_FILE_TEXT_ES },
  { name: 'paying tools', en: PAYING_SHARED_EN, es: PAYING_SHARED_ES },
  { name: 'reconciliation', en: RECONCILIATION_TEXT_EN, es: RECONCILIATION_TEXT_ES },
  { name: 'renewal', en: RENEWAL_UI_EN, es: RENEWAL_UI_ES },
  { name: 'repayment schedule', en: SCHEDULE_TEXT_EN, es: SCHEDULE_TEXT_ES },
  { name: 'stacked advances', en: STACKED_TEXT_EN, es: STACKED_TEXT_ES },
  { name: 'site search', en: SEARCH_TEXT_EN, es: SEARCH_TEXT_ES },
  { name: 'disclosure check', en: DISCLOSURE_TEXT_EN, es: DISCLOSURE_TEXT_ES },
  { name: 'after-payoff letters', en: LETTERS_TEXT_EN, es: LETTERS_TEXT_ES },
];

/** Every string in a catalog, nested objects and lists included, keyed by its path ("fields.advance.label"). */
export function catalogStrings(catalog: unknown, path = ''): Array<[string, string]> {
  if (typeof catalog === 'string') return [[path, catalog]];
  if (catalog === null || typeof catalog !== 'object') return [];
  return Object.entries(catalog).flatMap(([key, value]) => catalogStrings(value, path ? `${path}.${key}` : key));
}
