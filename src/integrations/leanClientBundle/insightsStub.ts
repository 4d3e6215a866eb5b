// Browser stand-in for InstantSearch's Insights middleware: the island passes insights={false}, so it is never created.
export function createInsightsMiddleware(): never {
  throw new Error('Search insights are disabled on dealer sites.');
}
