import { Link, useParams } from 'react-router';
import { ListFailure, ListLoading } from '../../components/staff/list-states';
import { textMessage, useStaffText } from '../../components/staff/staff-language';
import { storePaths } from '../../lib/store-paths';
import { StorePage } from '../../components/store/store-page';
import { useReturn } from './api/returns';
import { creditNoteOf, type CreditNote } from './credit-note';
import './returns.css';
import '../../components/staff/staff-text-fr-returns';

function Note({ note }: { note: CreditNote }) {
  return (
    <article className="credit-note store-surface" lang="fr" aria-label={note.title}>
      <p className="credit-note__shop">{note.shop}</p>
      <h2>{note.title}</h2>
      {note.facts.map((fact) => (
        <p key={fact}>{fact}</p>
      ))}
      <table className="credit-note__lines">
        <tbody>
          {note.lines.map((line, at) => (
            // A printed note's lines never move.
            <tr key={at}>
              <th scope="row">{line.text}</th>
              <td>{line.amount}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{note.total[0]}</th>
            <td>{note.total[1]}</td>
          </tr>
        </tfoot>
      </table>
      <p className="credit-note__refund">{note.refund}</p>
      <p>{note.terms}</p>
    </article>
  );
}

/** /store/returns/:returnId: a return's French credit note (avoir), to print or hand to the customer. */
export default function CreditNotePage() {
  const { returnId = '' } = useParams();
  const found = useReturn(returnId);
  const { t, language } = useStaffText();
  const note = found.data ? creditNoteOf(found.data, language) : null;
  return (
    <StorePage title={textMessage('Credit note {id}', { id: returnId.slice(0, 8).toUpperCase() })}>
      <p className="credit-note__controls">
        {found.data?.orderId && <Link to={storePaths.order.path(found.data.orderId)}>← {t('Order')}</Link>}{' '}
        <button type="button" className="admin-button admin-button--inline" onClick={() => window.print()} disabled={!note}>
          {t('Print')}
        </button>
      </p>
      {found.isPending && <ListLoading what="return" />}
      {found.isError && (
        <ListFailure message="Failed to load return" retrying={found.isFetching} onRetry={() => void found.refetch()} />
      )}
      {found.data === null && <p className="store-empty store-surface">{t('There is no such return.')}</p>}
      {note && <Note note={note} />}
    </StorePage>
  );
}
