import { lazy } from 'react';
import { LazyPart } from '../../../components/staff/lazy-part';
import { useDueRefunds } from '../api/returns';

// Its words and layout load only while a refund is late.
const DueRefundsList = lazy(() => import('./due-refunds-list').then((module) => ({ default: module.DueRefundsList })));

/**
 * Refunds not done from their tenth working day on (the terms promise 14), the most overdue first,
 * each with its order; nothing at all while none is late.
 */
export function DueRefunds() {
  const due = useDueRefunds();
  if (!due.isError && !due.data?.length) return null;
  return (
    <LazyPart>
      <DueRefundsList failed={due.isError} due={due.data ?? []} />
    </LazyPart>
  );
}
