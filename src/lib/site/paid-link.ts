/**
 * What every partner link carries, kept apart from the Apply URL builder and from the notice's words
 * (src/lib/i18n/tools/common.en.ts, .es.ts) so islands bundle only this constant and their own language.
 *
 * Attributes every partner (paid) link carries: `sponsored` tells search engines it is a paid link
 * (FTC Endorsement Guides; shared/facts.md "Paid links").
 */
export const PARTNER_LINK_ATTRS = { target: '_blank', rel: 'sponsored noopener noreferrer' } as const;
