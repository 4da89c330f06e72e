import { loadavg } from 'node:os';

/** The machine's load averages over 1, 5 and 15 minutes, for a bench to print beside its figures. */
export function machineLoad() {
  return loadavg()
    .map((each) => each.toFixed(2))
    .join(', ');
}
