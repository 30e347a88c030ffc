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
  // Every reload leaves the keys of earlier generations behind, disabled: the newest is the live one.
  const generationOf = (key: string) => Number(new RegExp(`^${functionsRegion}-${name}-(\\d+)$`).exec(key)?.[1] ?? -1);
  const key = keys
    .map((candidate) => candidate.trim())
    .filter((candidate) => generationOf(candidate) >= 0)
    .sort((a, b) => generationOf(b) - generationOf(a))[0];
  if (!key) throw new Error(`The Functions emulator has no trigger for ${name}: ${listing.slice(0, 300)}`);
  return fetch(`${triggersRoute}/${key}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
}
