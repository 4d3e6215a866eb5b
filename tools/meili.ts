import { cliArgs } from '../scripts/lib/cli.ts';
import { connectSearchEngine, stopRecordedEngine } from '../scripts/lib/searchEngine.ts';

/** `npm run meili -- start|stop`: the embedded Meilisearch as a background process for development. */
const USAGE = 'npm run meili -- start|stop';
const { positionals } = cliArgs(USAGE, { allowPositionals: true });
const command = positionals.join(' ') || 'start';
if (command === 'start') {
  const engine = await connectSearchEngine({ detached: true });
  console.log(`Meilisearch ${engine.owned ? 'started' : 'already running'} at ${engine.host} (data in .data/meili).`);
} else if (command === 'stop') {
  console.log(stopRecordedEngine() ? 'Meilisearch stopped.' : 'No embedded Meilisearch is running.');
} else {
  console.error(`Unknown command "${command}": use start or stop.\nUsage: ${USAGE}`);
  process.exitCode = 2;
}
