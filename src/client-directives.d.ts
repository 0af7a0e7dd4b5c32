// A module (the export below), so this augments Astro's types rather than replacing them.
export {};

declare module 'astro' {
  interface AstroClientDirectives {
    /**
     * Loads and hydrates the island on the visitor's first pointer, touch or focus on it, or, given an
     * event's name, when that event is dispatched on `document` (src/lib/hydrate-on-interaction.ts).
     */
    'client:interaction'?: boolean | string;
  }
}
