// Browser stand-in for InstantSearch's default history router: the island always passes its own router.
export default function historyRouter(): never {
  throw new Error('The search island passes its own router (src/search/searchRouter.ts).');
}
