import { StaffTable } from '../../server/console/table.ts';
import { LeadStore } from '../../server/store.ts';

/** The demo's operator, who sees every dealer. */
export const DEMO_OPERATOR = 'operator@demo.example';
/** The demo's manager of one dealer. */
export const demoManager = (slug: string) => `manager@${slug}.example`;

/**
 * `npm start`'s console people: one operator and one manager per demo dealer, added once (a store
 * that has people already is left alone). Their sign-in links go to the dev mail folder.
 */
export async function seedDemoStaff(storeLocation: string, slugs: readonly string[]): Promise<boolean> {
  const store = new LeadStore(storeLocation);
  await store.opened();
  try {
    const staff = new StaffTable(store.driver);
    if ((await staff.list()).length > 0) return false;
    const now = Date.now();
    await staff.add(DEMO_OPERATOR, 'operator', null, 'npm start', now);
    for (const slug of slugs) await staff.add(demoManager(slug), 'manager', slug, 'npm start', now);
    return true;
  } finally {
    await store.close();
  }
}
