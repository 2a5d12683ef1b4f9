/**
 * The paid-link notice and Apply words in both languages, for the shell and content pages (src/lib/i18n/ui.ts,
 * components/PaidLinkNotice.astro, ApplyButton.astro). One text per language (shared/facts.md "Paid
 * links"), written once in src/lib/i18n/tools/common.en.ts and .es.ts, so no placement can drift. Islands
 * import their own language's module directly, never this one, which would bundle both.
 */
import type { Lang } from '../i18n/lang';
import { PAID_LINK_EN, type PaidLinkText } from '../i18n/tools/common.en';
import { PAID_LINK_ES } from '../i18n/tools/common.es';

export const PAID_LINK_TEXT: Readonly<Record<Lang, PaidLinkText>> = { en: PAID_LINK_EN, es: PAID_LINK_ES };

/**
 * Where each language's notices link: the "how we make money" section of its disclosures page. The Spanish
 * path is the twin in src/lib/i18n/pages.ts (a unit test holds them equal).
 */
export const HOW_WE_MAKE_MONEY_HREF: Readonly<Record<Lang, string>> = { en: PAID_LINK_EN.href, es: PAID_LINK_ES.href };
