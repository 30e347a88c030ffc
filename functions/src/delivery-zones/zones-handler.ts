import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { logger } from '../operations/request-log';
import type { ZoneChoice } from '@kasuwa/contract/delivery-zones';
import { deliveryZoneSchema } from '@kasuwa/contract/schemas';

/** The CDN and the instance keep the zones this long: a fee changed now is on /panier within two minutes. */
export const zonesCacheSeconds = 60;

/** The active zones of stored documents, by name in French order; a document not in the shape is left out and logged. */
export function activeZones(documents: readonly { id: string; data: unknown }[]): ZoneChoice[] {
  return documents
    .flatMap(({ id, data }) => {
      const zone = deliveryZoneSchema.safeParse(data);
      if (!zone.success) {
        logger.warn('A delivery zone is not in the expected shape: not offered', { zoneId: id });
        return [];
      }
      const { name, fee, minimumOrder, active } = zone.data;
      return active ? [{ id, name, fee, minimumOrder }] : [];
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'fr'));
}

/**
 * The zones read at most once per `zonesCacheSeconds` per instance (every request between gets the
 * same answer): a busy day of /panier costs a few reads of a few documents.
 */
export function cachedZones(read: () => Promise<ZoneChoice[]>, now: () => number) {
  let held: { zones: ZoneChoice[]; at: number } | undefined;
  let reading: Promise<ZoneChoice[]> | undefined;
  return async (): Promise<ZoneChoice[]> => {
    if (held && now() - held.at < zonesCacheSeconds * 1000) return held.zones;
    reading ??= read()
      .then((zones) => {
        held = { zones, at: now() };
        return zones;
      })
      .finally(() => {
        reading = undefined;
      });
    return reading;
  };
}

/** GET /api/zones (a Hosting rewrite): the delivery zones /panier offers, as JSON the CDN may keep. */
export function zonesHandler(current: () => Promise<ZoneChoice[]>) {
  return async (req: Request, res: Response): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.set('Allow', 'GET, HEAD').status(405).json({ error: 'Only GET is supported.' });
      return;
    }
    try {
      const zones = await current();
      res.set('Cache-Control', `public, max-age=${zonesCacheSeconds}, s-maxage=${zonesCacheSeconds}`).status(200).json({ zones });
    } catch (error) {
      logger.error('Could not read the delivery zones:', error);
      res.set('Cache-Control', 'no-store').status(503).json({ error: 'The delivery zones cannot be read right now.' });
    }
  };
}
