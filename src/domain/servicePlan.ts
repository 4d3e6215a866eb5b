export interface ServicePlan {
  amount: number;
  years: number;
  services: number;
  interval: string;
  range: string;
}

const TWELVE = { months: 12, km: 15_000 };
const SIX = { months: 6, km: 10_000 };

interface PlanRule {
  names: string[];
  amount: number;
  years?: number;
  services?: number;
  rangeKm?: number;
}

/** SPEC §9 Service Advantage by model; anything unmatched gets the default. */
const RULES: PlanRule[] = [
  { names: ['Coaster'], amount: 485, years: 3, services: 6 },
  { names: ['HiAce', 'Granvia', 'HiLux', 'Fortuner'], amount: 290, years: 3, services: 6 },
  { names: ['Prado'], amount: 390, rangeKm: 100_000 },
  { names: ['LandCruiser 70'], amount: 525 },
  { names: ['LandCruiser 300', 'Tundra'], amount: 400, years: 5, services: 10 },
  { names: ['bZ4X'], amount: 180 },
  { names: ['Corolla', 'Yaris'], amount: 245 },
  { names: ['Camry'], amount: 255 },
  { names: ['Yaris Cross', 'C-HR', 'Corolla Cross'], amount: 250 },
  { names: ['RAV4'], amount: 260 },
  { names: ['Kluger'], amount: 265 },
];

const km = (n: number) => `${n.toLocaleString('en-AU')}km`;

function plan(rule: PlanRule): ServicePlan {
  const years = rule.years ?? 5;
  const services = rule.services ?? 5;
  // More services than years means a service every 6 months (SPEC §9 intervals).
  const every = services > years ? SIX : TWELVE;
  return {
    amount: rule.amount,
    years,
    services,
    interval: `${every.months} months or ${km(every.km)}`,
    range: km(rule.rangeKm ?? services * every.km),
  };
}

export const DEFAULT_SERVICE_PLAN: ServicePlan = plan({ names: [], amount: 250 });

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The plan of a model name: the rule whose name is the longest one the model name contains. */
export function servicePlanFor(modelName: string): ServicePlan {
  const n = norm(modelName);
  let best: PlanRule | undefined;
  let bestLength = 0;
  for (const rule of RULES)
    for (const name of rule.names)
      if (n.includes(norm(name)) && norm(name).length > bestLength) {
        best = rule;
        bestLength = norm(name).length;
      }
  return best ? plan(best) : DEFAULT_SERVICE_PLAN;
}
