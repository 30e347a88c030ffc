import { FieldValue } from 'firebase-admin/firestore';
import type { z } from 'zod';
import { collections } from '@kasuwa/contract/collections';
import { createAccountStore } from './accounts/account-store';
import { settingsHandler } from './accounts/settings-handler';
import { auth, db } from './firebase';
import { appCallable } from './app-callable';

const accounts = createAccountStore(auth, db.collection(collections.profiles));

/**
 * A callable of the owner's that saves one document of the shop's settings (`stockSettings/{docId}`)
 * whole, with who and when: the order holds, the rider's cash amount, the terms' exclusions.
 */
export const shopSettingsCallable = <T extends object>(name: string, what: string, schema: z.ZodType<T>, docId: string) =>
  appCallable(
    name,
    settingsHandler({
      name,
      what,
      schema,
      accounts,
      write: async (settings, by) => {
        await db
          .collection(collections.stockSettings)
          .doc(docId)
          .set({ ...settings, by, updatedAt: FieldValue.serverTimestamp() });
      },
    }),
  );
