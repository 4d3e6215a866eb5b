// The custom island directive registered by ./index.ts, so `.astro` templates type-check it.
declare module 'astro' {
  interface AstroClientDirectives {
    'client:afterload'?: boolean;
  }
}
export {};
