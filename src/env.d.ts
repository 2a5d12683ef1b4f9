/// <reference types="astro/client" />

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first interaction (see src/directives/interaction.ts). */
    'client:interaction'?: boolean;
  }
}
export {};
