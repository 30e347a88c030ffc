import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '../../lib/error-reports';
import { useStaffText } from './staff-language';

/**
 * A part of a page whose code loads only when it shows (a form for some orders, some roles), so the
 * pages that do not show it do not download it. While it loads it says so in its place; when its code
 * cannot be fetched (offline on a part this phone never showed) it says so in its place too, and the
 * rest of the page keeps working.
 */
export function LazyPart({ children }: { children: ReactNode }) {
  return (
    <PartBoundary>
      <Suspense fallback={<PartLoading />}>{children}</Suspense>
    </PartBoundary>
  );
}

function PartLoading() {
  const { t } = useStaffText();
  return (
    <p className="admin-loading" role="status">
      {t('Loading…')}
    </p>
  );
}

class PartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A part of a staff page failed to load:', error, info.componentStack);
    reportError('error', `A part of a page failed to load: ${error.name}: ${error.message}`);
  }

  override render() {
    return this.state.failed ? <PartFailed /> : this.props.children;
  }
}

/** React keeps a part whose code failed to load as failed: only a reload fetches it again. */
function PartFailed() {
  const { t } = useStaffText();
  return (
    <p role="alert">
      {t('This part of the page could not load: it needs the network once.')}{' '}
      <button type="button" className="admin-button admin-button--inline" onClick={() => window.location.reload()}>
        {t('Reload the page')}
      </button>
    </p>
  );
}
