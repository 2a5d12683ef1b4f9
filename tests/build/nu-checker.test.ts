/**
 * The W3C Nu HTML checker (vnu.jar from the vnu-jar package, run by the system's Java: docs/setup.md) over one
 * built page of every type, in both languages. One Java run for all of them: about 15 s on two busy cores.
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { DIST } from '../support/dist';

const VNU_JAR = join(process.cwd(), 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');

/** One page of each kind the site builds (each layout, each page route), English and Spanish. */
const PAGES = [
  '/',
  '/guides/merchant-cash-advance',
  '/guides',
  '/small-business-funding',
  '/blog/compare-mca-providers',
  '/blog',
  '/resources/state-laws/georgia',
  '/resources/state-laws',
  '/resources/state-laws/sort/cap',
  '/glossary',
  '/faq',
  '/editorial-standards',
  '/help',
  '/help/settlement-offers',
  '/search',
  '/resources',
  '/resources/find',
  '/resources/funding-by-location',
  '/resources/funding-by-industry',
  '/resources/funding-programs/compare',
  '/resources/funding-by-location/texas',
  '/resources/funding-by-location/texas/restaurants-cash-advance',
  '/resources/funding-by-location/texas/houston/restaurants-cash-advance',
  '/funding-calculator',
  '/tools/compare-offers',
  '/tools/mca-repayment-calculator',
  '/tools/eligibility-checker',
  '/tools/check-my-disclosure',
  '/tools/stacked-advances',
  '/tools/renewal-calculator',
  '/tools/reconciliation-letter',
  '/tools/lien-termination-letter',
  '/tools/payoff-letter-request',
  '/404',
  '/es',
  '/es/guias/prestamos-sba',
  '/es/blog/comparar-proveedores-de-adelantos',
  '/es/glosario',
  '/es/preguntas-frecuentes',
  '/es/normas-editoriales',
  '/es/recursos/leyes-estatales',
  '/es/recursos/leyes-estatales/georgia',
  '/es/buscar',
  '/es/calculadora-de-financiamiento',
  '/es/herramientas/calculadora-de-renovacion',
  '/es/herramientas/revisar-mi-divulgacion',
  '/es/herramientas/carta-para-cancelar-el-gravamen',
  '/es/recursos',
  '/es/recursos/buscar-por-estado-e-industria',
  '/es/recursos/programas-de-financiamiento/comparar',
  '/es/recursos/financiamiento-por-ubicacion',
  '/es/recursos/financiamiento-por-ubicacion/texas',
  '/es/recursos/financiamiento-por-ubicacion/texas/restaurantes',
  '/es/404',
];

/**
 * What the checker reports that is not an error in the page, each with why. The checker predates these parts
 * of HTML and CSS; the browsers the site supports implement them.
 */
const CHECKER_GAPS: ReadonlyArray<{ message: RegExp; why: string }> = [
  {
    message: /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”\.$/,
    why: '<link rel="expect" blocking="render"> (Head.astro) is valid HTML: the checker does not know rel=expect yet',
  },
  { message: /^CSS: Unrecognized at-rule “@property”\.?$/, why: 'CSS Properties and Values API: Tailwind 4 registers its custom properties' },
  { message: /^CSS: Unrecognized at-rule “@view-transition”\.?$/, why: 'cross-document view transitions (CSS View Transitions 2)' },
  { message: /^CSS: “margin-trim”: Property “margin-trim” doesn't exist\.?$/, why: 'CSS Box Model 4' },
  { message: /^CSS: “scroll-target-group”: Property “scroll-target-group” doesn't exist\.?$/, why: 'CSS scroll markers (OnThisPage.astro)' },
  { message: /^CSS: Unknown pseudo-element or pseudo-class “:target-current”\.?$/, why: 'CSS scroll markers (OnThisPage.astro)' },
];

interface NuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  extract?: string;
}

const fileOf = (path: string) => join(DIST, path === '/' ? 'index.html' : path === '/404' || path === '/es/404' ? `${path}.html` : `${path}/index.html`);

describe('the Nu HTML checker', () => {
  it('finds no error in any page type but the ones it cannot know yet', () => {
    const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
    if (java.error) throw new Error('The Nu checker needs Java: install Debian’s default-jre-headless (docs/setup.md).');

    const run = spawnSync('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...PAGES.map(fileOf)], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(run.error).toBeUndefined();
    const messages = (JSON.parse(run.stderr || run.stdout) as { messages: NuMessage[] }).messages;
    // A file the checker could not read comes back as a non-document error: every page was checked.
    expect(messages.filter((m) => m.type === 'non-document-error')).toEqual([]);

    const errors = messages.filter((m) => m.type === 'error' || m.subType === 'fatal');
    const real = errors.filter((m) => !CHECKER_GAPS.some((gap) => gap.message.test(m.message)));
    expect(real.map((m) => `${m.url.replace(`file:${DIST}`, '')}: ${m.message} [${m.extract ?? ''}]`)).toEqual([]);

    // Each page was read to its <head>: the rel=expect note is on every one of them.
    const checked = new Set(errors.filter((m) => CHECKER_GAPS[0]!.message.test(m.message)).map((m) => m.url));
    expect(checked.size).toBe(PAGES.length);
  });
});
