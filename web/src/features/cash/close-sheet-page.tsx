import { Link, useParams } from 'react-router';
import { ListFailure, ListLoading } from '../../components/staff/list-states';
import { textMessage, useStaffText } from '../../components/staff/staff-language';
import { useCan } from '../../components/staff/staff-role';
import { auth } from '../../lib/firebase/auth';
import { storePaths } from '../../lib/store-paths';
import { StorePage } from '../../components/store/store-page';
import { useCloseSheet, useUnpaidDeliveries } from './api/closes';
import { AdjustCloseForm } from './components/adjust-close-form';
import { closeSheetOf, type CloseSheet } from './close-sheet';
import './cash.css';
import '../../components/staff/staff-text-fr-cash';

function SheetTable({ caption, head, rows }: { caption: string; head: readonly string[]; rows: readonly (readonly string[])[] }) {
  return (
    <table className="close-sheet__table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {head.map((cell) => (
            <th key={cell} scope="col">
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, at) => (
          // A printed sheet's rows never move.
          <tr key={at}>
            {row.map((cell, column) =>
              column === 0 ? (
                <th key={column} scope="row">
                  {cell}
                </th>
              ) : (
                <td key={column}>{cell}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Sheet({ sheet }: { sheet: CloseSheet }) {
  return (
    <article className="close-sheet store-surface" lang="fr" aria-label={sheet.title}>
      <p className="close-sheet__shop">{sheet.shop}</p>
      <h2 className="close-sheet__title">{sheet.title}</h2>
      <dl className="close-sheet__facts">
        {sheet.facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <SheetTable caption={sheet.orders.caption} head={sheet.orders.head} rows={[...sheet.orders.rows, sheet.orders.total]} />
      {sheet.refunds && <SheetTable caption={sheet.refunds.caption} head={sheet.refunds.head} rows={sheet.refunds.rows} />}
      {sheet.corrections && (
        <SheetTable caption={sheet.corrections.caption} head={sheet.corrections.head} rows={sheet.corrections.rows} />
      )}
      {sheet.adjustments.rows.length === 0 ? (
        <p>
          <strong>{sheet.adjustments.caption}</strong> : {sheet.adjustments.none}
        </p>
      ) : (
        <SheetTable caption={sheet.adjustments.caption} head={sheet.adjustments.head} rows={sheet.adjustments.rows} />
      )}
      {sheet.unpaid.rows.length === 0 ? (
        <p>
          <strong>{sheet.unpaid.caption}</strong> : {sheet.unpaid.none}
        </p>
      ) : (
        <SheetTable caption={sheet.unpaid.caption} head={sheet.unpaid.head} rows={sheet.unpaid.rows} />
      )}
      {sheet.unpaid.more && <p>{sheet.unpaid.more}</p>}
      <div className="close-sheet__signatures">
        {sheet.signatures.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
    </article>
  );
}

/**
 * /store/cash/closes/:closeId: a close's French sheet, to print, with the adjustments made since and
 * the deliveries unpaid for more than 24 h; the owner and the manager record an adjustment below it.
 */
export default function CloseSheetPage() {
  const { closeId = '' } = useParams();
  const found = useCloseSheet(closeId);
  const unpaid = useUnpaidDeliveries();
  const adjusts = useCan('figures');
  const { t, language } = useStaffText();
  const nameOf = (uid: string | undefined) =>
    uid && uid === auth.currentUser?.uid ? (auth.currentUser.email ?? uid) : (uid ?? '—');
  const sheet = found.data && unpaid.data ? closeSheetOf({ ...found.data, unpaid: unpaid.data }, nameOf, language) : null;
  return (
    <StorePage title={textMessage('Close sheet {id}', { id: closeId })}>
      <p className="close-sheet__controls">
        <Link to={storePaths.cash.path}>← {t('Cash in hand')}</Link>{' '}
        <button type="button" className="admin-button admin-button--inline" onClick={() => window.print()} disabled={!sheet}>
          {t('Print')}
        </button>
      </p>
      {(found.isPending || unpaid.isPending) && <ListLoading what="close" />}
      {(found.isError || unpaid.isError) && (
        <ListFailure
          message="Failed to load close"
          retrying={found.isFetching || unpaid.isFetching}
          onRetry={() => void Promise.all([found.refetch(), unpaid.refetch()])}
        />
      )}
      {found.data === null && <p className="store-empty store-surface">{t('There is no such close.')}</p>}
      {sheet && <Sheet sheet={sheet} />}
      {sheet && adjusts && found.data && <AdjustCloseForm closeId={closeId} />}
    </StorePage>
  );
}
