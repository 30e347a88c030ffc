import { readZoneChoices, type ZoneChoice } from '@kasuwa/contract/delivery-zones';

/** The zones the shop delivers to, from the zones function through Hosting (functions/src/delivery-zones). */
export async function fetchZones(signal?: AbortSignal): Promise<ZoneChoice[]> {
  const response = await fetch('/api/zones', signal ? { signal } : {});
  if (!response.ok) throw new Error(`The zones answered ${response.status}`);
  const zones = readZoneChoices(await response.json());
  if (!zones) throw new Error('The zones answered something that is not a list of zones');
  return zones;
}

const chosenZoneKey = 'kasuwa.zone';

/** The zone this phone chose last, so a returning customer need not choose again. */
export function savedZoneId(): string {
  try {
    return localStorage.getItem(chosenZoneKey) ?? '';
  } catch {
    return '';
  }
}

export function saveZoneId(zoneId: string): void {
  try {
    if (zoneId) localStorage.setItem(chosenZoneKey, zoneId);
    else localStorage.removeItem(chosenZoneKey);
  } catch (error) {
    console.error('The chosen zone could not be kept', error);
  }
}
