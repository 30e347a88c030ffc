import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { collection, doc, getDocs, limit, orderBy, query, serverTimestamp, setDoc } from 'firebase/firestore';
import { collections } from '@kasuwa/contract/collections';
import { zoneLimits } from '@kasuwa/contract/limits';
import { deliveryZoneSchema, type DeliveryZone } from '@kasuwa/contract/schemas';
import { db } from '../../../../lib/firebase/firestore';
import { meterQuery } from '../../../../lib/firebase/read-meter';
import { logLoadFailure } from '../../store-lists';

export type StoreZone = Omit<DeliveryZone, 'updatedAt'> & { id: string };
export type ZoneFields = Omit<StoreZone, 'id'>;

export const zonesKey = ['store', 'delivery-zones'] as const;

/** Every zone, active or not, by name: one query of at most `maxZones` documents. */
export async function listZones(): Promise<StoreZone[]> {
  const found = await getDocs(query(collection(db, collections.deliveryZones), orderBy('name'), limit(zoneLimits.maxZones)));
  return meterQuery('delivery zones', found).docs.flatMap((snapshot) => {
    const zone = deliveryZoneSchema.safeParse(snapshot.data());
    if (zone.success) {
      const { updatedAt: _updatedAt, ...fields } = zone.data;
      return [{ id: snapshot.id, ...fields }];
    }
    console.error(`Delivery zone ${snapshot.id} is not in the expected shape: left out`, zone.error);
    return [];
  });
}

/** The zones, read once per staff session every few minutes at most: they change a few times a year. */
export function useZones() {
  return useQuery({ queryKey: zonesKey, queryFn: () => logLoadFailure('delivery zones', listZones), staleTime: 5 * 60_000 });
}

/** Adds a zone (no id) or replaces one's fields; the rules check the shape and that the writer is staff. */
export function useSaveZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, fields }: { id?: string; fields: ZoneFields }) => {
      const data = { ...fields, updatedAt: serverTimestamp() };
      await setDoc(id ? doc(db, collections.deliveryZones, id) : doc(collection(db, collections.deliveryZones)), data);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: zonesKey }),
  });
}
