/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Two projects: `unit` for pure modules (no build needed), `build` for checks over dist/ after `astro build`.
export default getViteConfig({
  test: {
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      { extends: true, test: { name: 'build', include: ['tests/build/**/*.test.ts'], environment: 'node', testTimeout: 120_000 } },
    ],
  },
});
