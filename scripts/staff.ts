import { StaffTable } from '../server/console/table.ts';
import { isRole, ROLES } from '../server/console/roles.ts';
import { serverEnv } from '../server/env/load.ts';
import { loadFleet } from '../server/fleet.ts';
import { LeadStore, storeLocation } from '../server/store.ts';
import { cliArgs } from './lib/cli.ts';

/**
 * `npm run staff`: the dealer console's people. `--dealer=<slug> --add <email> --role <role>` adds a
 * person (or gives one already there the role and this dealer too); `--remove <email>` takes them
 * off the dealer (off the console without --dealer, their sessions ended at once); `--list` prints
 * who has access. The first operator account comes from here too (`--add <email> --role operator`).
 */
const USAGE = `npm run staff -- [--dealer=<slug>] (--add <email> --role ${ROLES.join('|')} | --remove <email> | --list)`;
const { values } = cliArgs(USAGE, {
  options: {
    dealer: { type: 'string' },
    add: { type: 'string' },
    role: { type: 'string' },
    remove: { type: 'string' },
    list: { type: 'boolean', default: false },
  },
});
const env = serverEnv();
const fleet = loadFleet(env.DEALERS_DIR, false);
const store = new LeadStore(storeLocation(env));
await store.opened();
const staff = new StaffTable(store.driver);
const fail = async (message: string, code = 2) => {
  console.error(message);
  await store.close();
  process.exit(code);
};
const dealer = values.dealer ?? null;
if (dealer !== null && !fleet.bySlug.has(dealer)) await fail(`No dealer "${dealer}" in the fleet.`);
const by = `operator ${process.env.USER ?? 'unknown'}`;
const now = Date.now();

if (values.add !== undefined) {
  const role = values.role;
  if (!isRole(role)) await fail(`Give --role as one of ${ROLES.join(', ')}.`);
  else if (role !== 'operator' && dealer === null) await fail(`A ${role} works for a dealer: add --dealer=<slug>.`);
  else if (!/^[^\s@]{1,64}@[^\s@]{1,255}$/.test(values.add)) await fail(`"${values.add}" is not an email address.`);
  else {
    const person = await staff.add(values.add, role, role === 'operator' ? null : dealer, by, now);
    console.log(
      `${person.email}: ${person.role}${person.role === 'operator' ? ' (every dealer)' : ` of ${person.dealers.join(', ')}`}`,
    );
  }
} else if (values.remove !== undefined) {
  if (!(await staff.remove(values.remove, dealer, now))) await fail(`No console user ${values.remove}.`, 1);
  else
    console.log(
      `${values.remove}: removed${dealer ? ` from ${dealer}` : ' from the console'}; their sessions are ended.`,
    );
} else if (values.list) {
  const people = (await staff.list()).filter(
    (p) => dealer === null || p.role === 'operator' || p.dealers.includes(dealer),
  );
  if (people.length === 0) console.log('No console users yet.');
  for (const p of people)
    console.log(
      `${p.email.padEnd(36)} ${p.role.padEnd(9)} ${p.role === 'operator' ? 'every dealer' : p.dealers.join(', ')}`,
    );
} else await fail(`Say what to do. Usage: ${USAGE}`);
await store.close();
