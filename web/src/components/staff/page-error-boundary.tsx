import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { reportError } from '../../lib/error-reports';
import { useStaffText } from './staff-language';

interface BoundaryProps {
  children: ReactNode;
  /** Changes with the page: another page starts without this one's error. */
  resetKey: string;
}

interface BoundaryState {
  error: Error | null;
}

/**
 * A staff page that throws while rendering shows why and how to go on, instead of a blank screen;
 * the rest of the frame (the store's sections, say) keeps working. The error is logged.
 */
class PageErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A staff page failed to render:', error, info.componentStack);
    reportError('error', `A page failed to render: ${error.name}: ${error.message}`);
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return <PageError onRetry={() => this.setState({ error: null })} />;
  }
}

function PageError({ onRetry }: { onRetry: () => void }) {
  const { t } = useStaffText();
  return (
    <div role="alert" className="admin-card admin-page-error">
      <h1>{t('This page could not be shown')}</h1>
      <p>{t('Something went wrong and was logged. Try again; if it happens again, reload the page.')}</p>
      <div className="admin-page-error__actions">
        <button type="button" className="admin-button admin-button--inline" onClick={onRetry}>
          {t('Try again')}
        </button>
        <button
          type="button"
          className="admin-button admin-button--inline admin-button--secondary"
          onClick={() => window.location.reload()}
        >
          {t('Reload the page')}
        </button>
      </div>
    </div>
  );
}

/** The boundary of the page at the current address (inside the router). */
export function PageBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <PageErrorBoundary resetKey={pathname}>{children}</PageErrorBoundary>;
}
