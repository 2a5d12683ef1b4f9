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
      minHeight: { tap: '44px' },
      minWidth: { tap: '44px' },
    },
  },
  plugins: [],
};
