import { flagTable } from '../src/config/flagTable.ts';

/** Prints the flag table the README carries (npm run flags > paste; a unit test checks they match). */
console.log(flagTable());
