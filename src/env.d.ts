/// <reference types="astro/client" />

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first interaction (see src/directives/interaction.ts). */
    'client:interaction'?: boolean;
    /** Hydrate once the first frame has painted (see src/directives/painted.ts). */
    'client:painted'?: boolean;
  }
}
export {};
