import { connectSearchEngine, stopRecordedEngine } from './lib/searchEngine.ts';

/** `npm run meili -- start|stop`: the embedded Meilisearch as a background process for development. */
const command = process.argv[2] ?? 'start';
if (command === 'start') {
  const engine = await connectSearchEngine({ detached: true });
  console.log(`Meilisearch ${engine.owned ? 'started' : 'already running'} at ${engine.host} (data in .data/meili).`);
} else if (command === 'stop') {
  console.log(stopRecordedEngine() ? 'Meilisearch stopped.' : 'No embedded Meilisearch is running.');
} else {
  console.error(`Unknown command "${command}": use start or stop.`);
  process.exitCode = 2;
}
