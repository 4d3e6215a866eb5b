import { readFileSync } from 'node:fs';

/** CPU seconds (user + system) of this process's children that have ended (Linux /proc). */
export function endedChildrenCpuSeconds(): number {
  // Fields after the command name: state is field 3, cutime and cstime are fields 16 and 17.
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
}
