import { Link, useParams } from 'react-router';
import { ListFailure, ListLoading } from '../../components/staff/list-states';
import { NarrowSlip } from '../../components/staff/narrow-slip';
import { PdfButton, ShareTextButton, SlipPaperChoice, useSlipPaper } from '../../components/staff/slip-controls';
import { textMessage, useStaffText } from '../../components/staff/staff-language';
import { storePaths } from '../../lib/store-paths';
import { StorePage } from '../../components/store/store-page';
import { useReturn } from './api/returns';
import { creditNoteOf, creditNoteSlip, type CreditNote } from './credit-note';
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

/**
 * /store/returns/:returnId: a return's French credit note (avoir) on A4 or 58 mm paper (as chosen on
 * this device), to print or hand to the customer; on 58 mm also as a PDF or as plain text for a printer app.
 */
export default function CreditNotePage() {
  const { returnId = '' } = useParams();
  const found = useReturn(returnId);
  const { t, language } = useStaffText();
  const [paper, choosePaper] = useSlipPaper();
  const note = found.data ? creditNoteOf(found.data, language) : null;
  const slip = note && paper === '58mm' ? creditNoteSlip(note) : null;
  return (
    <StorePage title={textMessage('Credit note {id}', { id: returnId.slice(0, 8).toUpperCase() })}>
      <div className="credit-note__controls">
        <SlipPaperChoice paper={paper} onChoose={choosePaper} />
        <p>
          {found.data?.orderId && <Link to={storePaths.order.path(found.data.orderId)}>← {t('Order')}</Link>}{' '}
          <button type="button" className="admin-button admin-button--inline" onClick={() => window.print()} disabled={!note}>
            {t('Print')}
          </button>{' '}
          {slip && (
            <>
              <PdfButton
                make={async () => (await import('../../lib/slip-pdf')).slipPdf(slip)}
                name={`avoir-${returnId.slice(0, 8).toUpperCase()}-58mm.pdf`}
                title={slip.title}
                failure="The credit note PDF could not be made. Try again."
              />{' '}
              <ShareTextButton slip={slip} />
            </>
          )}
        </p>
      </div>
      {found.isPending && <ListLoading what="return" />}
      {found.isError && (
        <ListFailure message="Failed to load return" retrying={found.isFetching} onRetry={() => void found.refetch()} />
      )}
      {found.data === null && <p className="store-empty store-surface">{t('There is no such return.')}</p>}
      {slip ? <NarrowSlip slip={slip} /> : note && <Note note={note} />}
    </StorePage>
  );
}
