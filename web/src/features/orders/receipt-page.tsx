import { Link, useParams } from 'react-router';
import { ListFailure, ListLoading } from '../../components/staff/list-states';
import { NarrowSlip } from '../../components/staff/narrow-slip';
import { PdfButton, ShareTextButton, SlipPaperChoice, useSlipPaper } from '../../components/staff/slip-controls';
import { useStaffText, textMessage } from '../../components/staff/staff-language';
import { storePaths } from '../../lib/store-paths';
import { StorePage } from '../../components/store/store-page';
import { useLiveOrder } from './api/live-orders';
import { receiptOf, receiptSlip, type Receipt } from './receipt';
import './orders.css';

function ReceiptSheet({ receipt }: { receipt: Receipt }) {
  return (
    <article className="receipt store-surface" lang="fr" aria-label={`${receipt.title} ${receipt.number}`}>
      {receipt.stamp && <p className="receipt__stamp">{receipt.stamp}</p>}
      <p className="receipt__shop">{receipt.shop}</p>
      <p className="receipt__contact">{receipt.contact}</p>
      <h2 className="receipt__title">
        {receipt.title} {receipt.number}
      </h2>
      <p>{receipt.date}</p>
      {receipt.customer && <p>{receipt.customer}</p>}
      <table className="receipt__lines">
        <caption className="visually-hidden">{receipt.words.lines}</caption>
        <tbody>
          {receipt.lines.map((line, index) => (
            // Lines have no id of their own, and an order's lines never move.
            <tr key={index}>
              <th scope="row">{line.text}</th>
              <td>{line.amount}</td>
            </tr>
          ))}
          {receipt.delivery && (
            <tr>
              <th scope="row">{receipt.delivery.text}</th>
              <td>{receipt.delivery.amount}</td>
            </tr>
          )}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{receipt.words.total}</th>
            <td>{receipt.total}</td>
          </tr>
        </tfoot>
      </table>
      <p className="receipt__payment">{receipt.payment}</p>
      {receipt.tracking && <p className="receipt__tracking">{receipt.tracking}</p>}
      <p>{receipt.words.thanks}</p>
    </article>
  );
}

/**
 * /store/orders/:orderId/receipt: the order's French receipt on A4 or 58 mm paper (as chosen on this
 * device), to print from the browser, to save or share as a PDF (made in the browser on click), or, on
 * 58 mm, to share as plain text with a printer app.
 */
export default function ReceiptPage() {
  const { orderId = '' } = useParams();
  const { order, failure, retry } = useLiveOrder(orderId);
  const { t, language } = useStaffText();
  const [paper, choosePaper] = useSlipPaper();
  const receipt = order ? receiptOf(order, language) : null;
  const slip = receipt && paper === '58mm' ? receiptSlip(receipt) : null;

  const makePdf = async () => {
    if (!receipt) throw new Error(`Order ${orderId} has no receipt`);
    if (slip) return (await import('../../lib/slip-pdf')).slipPdf(slip);
    return (await import('./receipt-pdf')).receiptPdf(receipt);
  };

  return (
    <StorePage title={textMessage('Receipt {number}', { number: receipt?.number ?? orderId })}>
      <div className="receipt__controls">
        <SlipPaperChoice paper={paper} onChoose={choosePaper} />
        <p>
          <Link to={storePaths.order.path(orderId)}>← {t('Order')}</Link>{' '}
          <button type="button" className="admin-button admin-button--inline" onClick={() => window.print()} disabled={!receipt}>
            {t('Print')}
          </button>{' '}
          <PdfButton
            make={makePdf}
            name={`recu-${receipt?.number ?? orderId}${slip ? '-58mm' : ''}.pdf`}
            title={`${receipt?.title ?? ''} ${receipt?.number ?? orderId}`}
            failure="The receipt PDF could not be made. Try again."
            disabled={!receipt}
          />{' '}
          {slip && <ShareTextButton slip={slip} />}
        </p>
      </div>
      {failure !== undefined ? (
        <ListFailure message="Failed to load order" retrying={false} onRetry={retry} />
      ) : order === undefined ? (
        <ListLoading what="order" />
      ) : slip ? (
        <NarrowSlip slip={slip} />
      ) : receipt ? (
        <ReceiptSheet receipt={receipt} />
      ) : order ? (
        <p className="store-empty store-surface">{t('This order was not accepted: it has no receipt.')}</p>
      ) : (
        <p className="store-empty store-surface">{t('No order {id}.', { id: orderId })}</p>
      )}
    </StorePage>
  );
}
