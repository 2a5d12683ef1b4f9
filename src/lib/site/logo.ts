/**
 * The site's mark (a teal square with a rising line), drawn once: the header and footer logo
 * (src/components/Logo.astro) and the favicon, public/favicon.svg. Written exactly as Astro renders SVG
 * children, so the footer's copy repeats the header's bytes and gzip sends it as a back-reference.
 */
export const LOGO_MARK =
  '<rect width="32" height="32" rx="7" fill="#0e5e78"></rect><path d="M9 8v16h14" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round"></path><path d="M14 19l4-5 3 3" stroke="#9fd6e4" stroke-width="2.5" fill="none" stroke-linecap="round" stroke-linejoin="round"></path>';

/** The mark as a standalone SVG file (public/favicon.svg holds exactly this). */
export const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${LOGO_MARK}</svg>`;

/**
 * The favicon: the file public/favicon.svg (LOGO_SVG), linked rather than inlined (issue 44). Inlined, a
 * data: URL must percent-encode every space, quote and angle bracket to be a valid URL (the W3C Nu checker
 * rejected the bare form on every page), and encoded it cost 124 B gzipped on every page, against the
 * 14 KB first round trip that the glossary and the longest Spanish pages already fill. Linked, the page
 * carries 25 B; browsers fetch the icon after the load event, off the page's critical path (Lighthouse's
 * simulation once counted that request in the largest paint; real browsers do not).
 */
export const FAVICON_HREF = '/favicon.svg';
