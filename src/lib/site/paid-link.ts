import type { Lang } from '../i18n/lang';

/**
 * What every partner link carries, kept apart from the Apply URL builder so islands that only need
 * these two constants do not bundle the site identity with them.
 */

/**
 * Attributes every partner (paid) link carries: `sponsored` tells search engines it is a paid link
 * (FTC Endorsement Guides; shared/facts.md "Paid links").
 */
export const PARTNER_LINK_ATTRS = { target: '_blank', rel: 'sponsored noopener noreferrer' } as const;

/**
 * The paid-link notice shown next to every Apply control (facts.md "Paid links"): short, readable,
 * and linked to the "How we make money" section. One text, so no placement can drift.
 */
const PAID_LINK_NOTICE = 'We may be paid if you apply through this link. It does not change what we write.';

/**
 * The short form, where a line is all there is room for (the desktop header, the sticky bar, the home
 * hero): always linked to "How we make money", where the full notice and how we are paid are set out.
 */
const PAID_LINK_NOTICE_SHORT = 'We may be paid if you apply';

/** Said to screen readers after every Apply link's text: the link leaves the site in a new tab. */
const APPLY_NEW_TAB_NOTE = " (opens the partner's application in a new tab)";

/**
 * The same notices and labels per language, for islands and the shell (src/lib/i18n/ui.ts reads them):
 * kept here, small, so an island bundles these few lines and not the whole shell catalog.
 */
export const PAID_LINK_TEXT: Readonly<Record<Lang, { notice: string; short: string; howWeMakeMoney: string; applyNow: string; newTab: string }>> = {
  en: { notice: PAID_LINK_NOTICE, short: PAID_LINK_NOTICE_SHORT, howWeMakeMoney: 'How we make money', applyNow: 'Apply Now', newTab: APPLY_NEW_TAB_NOTE },
  es: {
    notice: 'Podemos recibir un pago si solicita a través de este enlace. Eso no cambia lo que escribimos.',
    short: 'Podemos recibir un pago si solicita',
    howWeMakeMoney: 'Cómo ganamos dinero',
    applyNow: 'Solicitar ahora',
    newTab: ' (abre la solicitud del socio en una pestaña nueva)',
  },
};

/**
 * Where each language's notices link: the "how we make money" section of its disclosures page. The Spanish
 * path is the twin in src/lib/i18n/pages.ts (a unit test holds them equal); written out here so islands
 * do not bundle the whole table of page pairs.
 */
export const HOW_WE_MAKE_MONEY_HREF: Readonly<Record<Lang, string>> = { en: '/disclosures#how-we-make-money', es: '/es/divulgaciones#como-ganamos-dinero' };
