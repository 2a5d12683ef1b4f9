/**
 * The moment the page's first contentful paint has been shown, as one promise every page defines
 * inline (`self.lwPainted`): the full stylesheet (src/integrations/critical-css.ts), Astro's island
 * runtime (src/integrations/island-runtime.ts) and the tools' code (src/directives/painted.ts) are
 * requested only after it.
 *
 * Why not "a task after the first animation frame", as before: that task runs before the frame is
 * presented, so on a fast connection the stylesheet had arrived before the paint was shown and
 * Lighthouse counted its round trip in the first and the largest paint (LCP 190 ms after FCP on a
 * legal page in some runs). The paint timing entry for first-contentful-paint is delivered only once
 * that paint has been presented. A browser without paint timing observes nothing and still gets
 * everything 5 s after the page was parsed. Resolving twice is harmless, so there is no guard.
 */
export const PAINTED = 'lwPainted';

/**
 * Inline script source that defines `self.lwPainted`; it must run before anything awaits it. A function, so
 * the directive's bundle (which needs only PAINTED) does not carry the string.
 */
export const paintedPromiseScript = () =>
  `self.${PAINTED}=new Promise(r=>{new PerformanceObserver(l=>l.getEntriesByName("first-contentful-paint")[0]&&r()).observe({type:"paint",buffered:!0});setTimeout(r,5e3)});`;

/** Inline script source that runs `code` once the first paint has been shown (after paintedPromiseScript()). */
export const afterPaintScript = (code: string) => `${PAINTED}.then(()=>{${code}})`;
