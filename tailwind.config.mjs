/** The smallest tap target (WCAG 2.5.5, Apple HIG): min-h-tap / min-w-tap, never a typed 44px. */
const TAP = '44px';

/** Colours, radii and fonts come from CSS variables in src/styles/global.css. */
export default {
  content: ['./src/**/*.{astro,html,js,jsx,ts,tsx,md,mdx}', './content/**/*.{md,mdx}'],
  theme: {
    extend: {
      colors: {
        ink: 'rgb(var(--ink) / <alpha-value>)',
        muted: 'rgb(var(--muted) / <alpha-value>)',
        paper: 'rgb(var(--paper) / <alpha-value>)',
        wash: 'rgb(var(--wash) / <alpha-value>)',
        line: 'rgb(var(--line) / <alpha-value>)',
        accent: 'rgb(var(--accent) / <alpha-value>)',
        'accent-strong': 'rgb(var(--accent-strong) / <alpha-value>)',
        'accent-wash': 'rgb(var(--accent-wash) / <alpha-value>)',
        warn: 'rgb(var(--warn) / <alpha-value>)',
        'warn-wash': 'rgb(var(--warn-wash) / <alpha-value>)',
        good: 'rgb(var(--good) / <alpha-value>)',
        'good-wash': 'rgb(var(--good-wash) / <alpha-value>)',
      },
      borderRadius: { card: 'var(--radius)' },
      fontFamily: {
        sans: 'var(--font-sans)',
        serif: 'var(--font-serif)',
      },
      maxWidth: { prose: '42rem', page: '72rem' },
      minHeight: { tap: TAP },
      minWidth: { tap: TAP },
      // pt-tap: space that lines a field up with a neighbour's tap-height label.
      spacing: { tap: TAP },
    },
  },
  plugins: [],
  // Opacity modifiers (bg-ink/40) still work; these plugins only add a --tw-*-opacity variable to every
  // colour rule, which no class here uses. Off, they cut about a fifth of each page's inlined CSS.
  // Utilities this site never uses are off too: each adds custom properties to every element's defaults,
  // and prose in comments (a "blur", a "ring") would otherwise switch them on.
  corePlugins: {
    borderSpacing: false,
    touchAction: false,
    scrollSnapType: false,
    ringWidth: false,
    ringColor: false,
    ringOffsetWidth: false,
    ringOffsetColor: false,
    blur: false,
    brightness: false,
    contrast: false,
    dropShadow: false,
    grayscale: false,
    hueRotate: false,
    invert: false,
    saturate: false,
    sepia: false,
    filter: false,
    backdropBlur: false,
    backdropBrightness: false,
    backdropContrast: false,
    backdropGrayscale: false,
    backdropHueRotate: false,
    backdropInvert: false,
    backdropOpacity: false,
    backdropSaturate: false,
    backdropSepia: false,
    backdropFilter: false,
    gradientColorStops: false,
    contain: false,
    textOpacity: false,
    backgroundOpacity: false,
    borderOpacity: false,
    divideOpacity: false,
    placeholderOpacity: false,
    ringOpacity: false,
  },
};
