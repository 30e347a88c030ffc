import { functionsRegion } from '@kasuwa/contract/functions';
import { functionsOrigin, projectId } from './emulators';

const triggersRoute = `${functionsOrigin}/functions/projects/${projectId}/triggers`;

/**
 * Runs a scheduled function once, as Cloud Scheduler would: the Functions emulator runs no schedule
 * by itself (it wants the Pub/Sub emulator), but it still loads the function and runs it when its
 * trigger is called. The trigger's key carries a generation the emulator bumps on every reload (a
 * pause of the triggers included), so it is read from the emulator's own list of valid keys.
 */
export async function runScheduledFunction(name: string): Promise<Response> {
  const listing = await (await fetch(`${triggersRoute}/unknown-function`, { method: 'POST', body: '{}' })).text();
  const keys = /valid functions are: (.*)$/s.exec(listing)?.[1]?.split(', ') ?? [];
  const key = keys.find((candidate) => new RegExp(`^${functionsRegion}-${name}(-\\d+)?$`).test(candidate.trim()));
  if (!key) throw new Error(`The Functions emulator has no trigger for ${name}: ${listing.slice(0, 300)}`);
  return fetch(`${triggersRoute}/${key.trim()}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
}
