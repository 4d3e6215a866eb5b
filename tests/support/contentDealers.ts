import type { Dealer } from '../../src/config/loadDealer.ts';
import { demoDealers } from './demoDealers.ts';

/** Two demo dealers of different templates (a Toyota single-brand site and a multi-brand group). */
export function contentDealers(): Dealer[] {
  const all = demoDealers();
  const pick = (template: string) => {
    const dealer = all.find((d) => d.config.template === template && d.models.length > 0 && d.locations.length > 2);
    if (!dealer) throw new Error(`no demo dealer with the ${template} template, models and locations`);
    return dealer;
  };
  return [pick('toyota'), pick('group')];
}

export const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
