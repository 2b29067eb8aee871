/** jsdom has no matchMedia: this one matches exactly the queries given, and no other. */
export function stubMediaQueries(matching: readonly string[]): void {
  window.matchMedia = (query: string) =>
    ({
      matches: matching.includes(query),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;
}

/** The member's reduced-motion preference, as the welcome page asks it. */
export function stubPrefersReducedMotion(reduce: boolean): void {
  stubMediaQueries(reduce ? ['(prefers-reduced-motion: reduce)'] : []);
}
