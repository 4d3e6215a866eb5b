export interface Regulator {
  state: string;
  name: string;
  website: string;
}

/** SPEC §9 complaint notice: the fair-trading regulator of each state and territory. */
export const REGULATORS: readonly Regulator[] = [
  { state: 'ACT', name: 'Access Canberra', website: 'https://www.accesscanberra.act.gov.au' },
  { state: 'NSW', name: 'NSW Fair Trading', website: 'https://www.fairtrading.nsw.gov.au' },
  { state: 'NT', name: 'NT Consumer Affairs', website: 'https://consumeraffairs.nt.gov.au' },
  { state: 'QLD', name: 'Office of Fair Trading Queensland', website: 'https://www.qld.gov.au/law/fair-trading' },
  { state: 'SA', name: 'Consumer and Business Services SA', website: 'https://www.cbs.sa.gov.au' },
  {
    state: 'TAS',
    name: 'Consumer, Building and Occupational Services Tasmania',
    website: 'https://www.cbos.tas.gov.au',
  },
  { state: 'VIC', name: 'Consumer Affairs Victoria', website: 'https://www.consumer.vic.gov.au' },
  { state: 'WA', name: 'Consumer Protection WA', website: 'https://www.consumerprotection.wa.gov.au' },
];

export const INDEPENDENT_ADVICE = 'or seek independent legal advice';

/** Regulators for the states of a dealer's locations, in the fixed ACT…WA order, each once. */
export function regulatorsForStates(states: readonly string[]): Regulator[] {
  const wanted = new Set(states.map((s) => s.trim().toUpperCase()));
  return REGULATORS.filter((r) => wanted.has(r.state));
}
