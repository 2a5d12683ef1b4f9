/**
 * Every English interface catalog with its Spanish twin, for the test that no Spanish page shows English
 * interface text (tests/build/i18n.test.ts). A new catalog is one line here.
 */
import { UI } from '@/lib/i18n/ui';
import { PAID_LINK_TEXT } from '@/lib/site/paid-link';

export const ENGLISH_CATALOGS: ReadonlyArray<{ name: string; en: object; es: object }> = [
  { name: 'shell', en: UI.en, es: UI.es },
  { name: 'paid links', en: PAID_LINK_TEXT.en, es: PAID_LINK_TEXT.es },
];
