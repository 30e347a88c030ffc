import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { collection, doc, getDocs, limit, orderBy, query, runTransaction, serverTimestamp, setDoc } from 'firebase/firestore';
import { collections } from '@kasuwa/contract/collections';
import { zoneLimits } from '@kasuwa/contract/limits';
import { deliveryZoneSchema, type DeliveryZone } from '@kasuwa/contract/schemas';
import { db } from '../../../lib/firebase/firestore';
import { meterQuery } from '../../../lib/firebase/read-meter';
import { sourced, type Sourced } from '../offline/data-source';
import { logLoadFailure } from '../store-lists';

/** A zone as the page read it; `updatedAtMillis` is the version a save of it must start from. */
export type StoreZone = Omit<DeliveryZone, 'updatedAt'> & { id: string; updatedAtMillis: number };
export type ZoneFields = Omit<StoreZone, 'id' | 'updatedAtMillis'>;

/** Someone else saved the zone since this page read it: nothing was saved. */
export class ZoneChangedError extends Error {
  override name = 'ZoneChangedError';
}

export const zonesKey = ['store', 'delivery-zones'] as const;

/** Every zone, active or not, by name: one query of at most `maxZones` documents, from the cache when offline. */
async function listZones(): Promise<Sourced<StoreZone[]>> {
  const found = await getDocs(query(collection(db, collections.deliveryZones), orderBy('name'), limit(zoneLimits.maxZones)));
  const zones = meterQuery('delivery zones', found).docs.flatMap((snapshot) => {
    const zone = deliveryZoneSchema.safeParse(snapshot.data());
    if (zone.success) {
      const { updatedAt, ...fields } = zone.data;
      return [{ id: snapshot.id, ...fields, updatedAtMillis: updatedAt.toMillis() }];
    }
    console.error(`Delivery zone ${snapshot.id} is not in the expected shape: left out`, zone.error);
    return [];
  });
  return sourced('zones', found.metadata.fromCache, zones);
}

const zonesQuery = { queryKey: zonesKey, queryFn: () => logLoadFailure('delivery zones', listZones), staleTime: 5 * 60_000 };

/** The zones with where they came from, for the page that lists them. */
export function useSourcedZones() {
  return useQuery(zonesQuery);
}

/** The zones, read once per staff session every few minutes at most: they change a few times a year. */
export function useZones() {
  return useQuery({ ...zonesQuery, select: (read: Sourced<StoreZone[]>) => read.value });
}

/**
 * Adds a zone, or replaces the fields of the zone as it was read: in a transaction that refuses with
 * ZoneChangedError when another staff member saved it meanwhile, so neither change is silently lost.
 * The rules check the shape and that the writer is staff. The list is read again either way.
 */
export function useSaveZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ zone, fields }: { zone?: StoreZone; fields: ZoneFields }) => {
      const data = { ...fields, updatedAt: serverTimestamp() };
      if (!zone) {
        await setDoc(doc(collection(db, collections.deliveryZones)), data);
        return;
      }
      const ref = doc(db, collections.deliveryZones, zone.id);
      await runTransaction(db, async (transaction) => {
        const stored = deliveryZoneSchema.safeParse((await transaction.get(ref)).data());
        if (!stored.success || stored.data.updatedAt.toMillis() !== zone.updatedAtMillis) throw new ZoneChangedError();
        transaction.set(ref, data);
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: zonesKey }),
  });
}
