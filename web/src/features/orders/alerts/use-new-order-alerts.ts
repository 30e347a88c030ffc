import { useEffect, useState } from 'react';
import { collection, onSnapshot, orderBy, query, where } from 'firebase/firestore';
import { collections } from '@kasuwa/contract/collections';
import { readOrder } from '@kasuwa/contract/records';
import { db } from '../../../lib/firebase/firestore';
import { meterSnapshot } from '../../../lib/firebase/read-meter';
import type { StaffText } from '../../../components/staff/staff-language';
import { claimAlert } from './alert-claims';
import { newOrderNotice } from './new-order-notice';
import { playAlertSound, soundWanted } from './alert-sound';
import '../../../components/staff/staff-text-fr-operations';

const titleCount = /^\(\d+\) /;

/** Keeps "(n) " before the tab's title, whatever page sets the title after. */
function useTitleCount(count: number) {
  useEffect(() => {
    const apply = () => {
      const base = document.title.replace(titleCount, '');
      const wanted = count > 0 ? `(${count}) ${base}` : base;
      if (document.title !== wanted) document.title = wanted;
    };
    apply();
    const title = document.querySelector('title');
    if (!title) return;
    const observer = new MutationObserver(apply);
    observer.observe(title, { childList: true, characterData: true, subtree: true });
    return () => {
      observer.disconnect();
      document.title = document.title.replace(titleCount, '');
    };
  }, [count]);
}

/**
 * While a store page is open: every order that becomes new after the page opened is counted in the
 * tab's title until staff open the orders list, and alerted once in the browser (whichever tab claims
 * it): a notification when staff allowed them, and the sound unless they turned it off. One listener
 * on the orders new since the page opened: one read per new order, none for the older ones.
 */
export function useNewOrderAlerts(t: StaffText, onOrdersPage: boolean) {
  const [unseen, setUnseen] = useState<string[]>([]);
  // When this page opened: older new orders are on the list already, not news.
  const [openedAt] = useState(() => new Date());

  useEffect(() => {
    let first = true;
    return onSnapshot(
      query(
        collection(db, collections.orders),
        where('status', '==', 'new'),
        where('createdAt', '>', openedAt),
        orderBy('createdAt', 'desc'),
      ),
      (snapshot) => {
        const added = snapshot.docChanges().filter((change) => change.type === 'added');
        meterSnapshot('new-order alerts', snapshot.docChanges().length, first);
        first = false;
        if (added.length === 0) return;
        setUnseen((ids) => [...ids, ...added.map((change) => change.doc.id).filter((id) => !ids.includes(id))]);
        for (const change of added) {
          const order = readOrder(change.doc.data());
          void claimAlert(change.doc.id)
            .then((mine) => {
              if (!mine) return;
              if (soundWanted()) playAlertSound();
              if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
              const { title, ...notice } = newOrderNotice(t, change.doc.id, order);
              new Notification(title, notice);
            })
            .catch((error: unknown) => console.error(`Could not alert about the new order ${change.doc.id}:`, error));
        }
      },
      (error) => console.error('The new-order alerts stopped:', error),
    );
  }, [t, openedAt]);

  useEffect(() => {
    // Opening the list is seeing them; the count starts again from the next one.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (onOrdersPage) setUnseen([]);
  }, [onOrdersPage, unseen.length]);

  useTitleCount(onOrdersPage ? 0 : unseen.length);
}
