/** What a staff list shows while it loads. */
export function ListLoading({ what }: { what: string }) {
  return (
    <p className="admin-loading" role="status">
      Loading {what}…
    </p>
  );
}

interface ListFailureProps {
  message: string;
  onRetry: () => void;
  /** A retry is running: the button waits for it. */
  retrying?: boolean;
}

/** A list that could not load (the caller logs the failure too): why, and a way to try again. */
export function ListFailure({ message, onRetry, retrying = false }: ListFailureProps) {
  return (
    <div role="alert" className="admin-message admin-message--error admin-list-failure">
      <p>{message}</p>
      <button
        type="button"
        className="admin-button admin-button--secondary admin-button--small"
        disabled={retrying}
        onClick={onRetry}
      >
        {retrying ? 'Trying again…' : 'Try again'}
      </button>
    </div>
  );
}
