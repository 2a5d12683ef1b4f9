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
export const PAID_LINK_NOTICE = 'We may be paid if you apply through this link. It does not change what we write.';

/**
 * The short form, where a line is all there is room for (the desktop header, the sticky bar, the home
 * hero): always linked to "How we make money", where the full notice and how we are paid are set out.
 */
export const PAID_LINK_NOTICE_SHORT = 'We may be paid if you apply';

/** Said to screen readers after every Apply link's text: the link leaves the site in a new tab. */
export const APPLY_NEW_TAB_NOTE = " (opens the partner's application in a new tab)";
