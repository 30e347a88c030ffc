import { useIsFetching, useIsMutating } from '@tanstack/react-query';

/**
 * The store's loading flag (spec section 4): shown while any list loads or any upload, save, update
 * or delete runs, as every one of them is a react-query query or mutation.
 */
export function ActivityIndicator() {
  const busy = useIsFetching() + useIsMutating() > 0;
  return (
    <div className="store-activity" role="status" aria-live="polite" data-busy={busy}>
      {busy && (
        <>
          <span className="store-activity__bar" aria-hidden="true" />
          <span className="visually-hidden">Loading…</span>
        </>
      )}
    </div>
  );
}
