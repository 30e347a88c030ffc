import { useEffect } from 'react';
import { brand } from '@kasuwa/contract/brand';
import { refusalDetailsOf } from '@kasuwa/contract/refusals';
import { DocumentTitle } from '../page-meta';
import { reportError } from '../../lib/error-reports';
import { refusalText, useStaffText, type ShownText, type StaffTextId } from './staff-language';

/** What a list holds, as its loading text names it: "Loading {what}…". */
export type LoadingWhat = LoadingName<StaffTextId>;
type LoadingName<Id> = Id extends `Loading ${infer What}…` ? What : never;

/** The same, for a list whose failure says "Failed to load {what}" too. */
export type ListWhat = FailingName<LoadingWhat>;
type FailingName<What extends string> = What extends unknown
  ? `Failed to load ${What}` extends StaffTextId
    ? What
    : never
  : never;

/** A staff address that names no page: the spec's words. */
export function NoPageFound() {
  const { t } = useStaffText();
  return (
    <>
      <DocumentTitle title={`${t('No Page Found')} — ${brand.name}`} />
      <p className="admin-loading">{t('No Page Found')}</p>
    </>
  );
}

/** What a staff list shows while it loads. */
export function ListLoading({ what }: { what: LoadingWhat }) {
  const { t } = useStaffText();
  return (
    <p className="admin-loading" role="status">
      {t(`Loading ${what}…`)}
    </p>
  );
}

interface ListFailureProps {
  message: ShownText;
  /** The read's failure: a refusal the console says (every staff callable's, such as not-staff) is said too. */
  error?: unknown;
  onRetry: () => void;
  /** A retry is running: the button waits for it. */
  retrying?: boolean;
}

/**
 * A list that could not load (the caller logs the failure too): what, why when a function refused it
 * with a code, and a way to try again. The failure is reported for /store/health, once per message and
 * page load.
 */
export function ListFailure({ message, error, onRetry, retrying = false }: ListFailureProps) {
  const { t } = useStaffText();
  const refused = refusalDetailsOf(error);
  const why = refused && refusalText(refused);
  const reported = typeof message === 'string' ? message : message.id;
  useEffect(() => reportError('load', reported), [reported]);
  return (
    <div role="alert" className="admin-message admin-message--error admin-list-failure">
      <p>{t(message)}</p>
      {why && <p>{t(why)}</p>}
      <button
        type="button"
        className="admin-button admin-button--secondary admin-button--small"
        disabled={retrying}
        onClick={onRetry}
      >
        {retrying ? t('Trying again…') : t('Try again')}
      </button>
    </div>
  );
}
