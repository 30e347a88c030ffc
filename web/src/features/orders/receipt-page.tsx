import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ListFailure, ListLoading } from '../../components/staff/list-states';
import { useStaffText, textMessage } from '../../components/staff/staff-language';
import { notify } from '../../components/staff/staff-toasts';
import { storePaths } from '../../lib/store-paths';
import { downloadFile } from '../../lib/download-file';
import { StorePage } from '../../components/store/store-page';
import { useLiveOrder } from './api/live-orders';
import { receiptOf, type Receipt } from './receipt';
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
 * /store/orders/:orderId/receipt: the order's French receipt, to print from the browser or to save
 * or share as a PDF (made in the browser; shared through the phone's share sheet where it has one).
 */
export default function ReceiptPage() {
  const { orderId = '' } = useParams();
  const { order, failure, retry } = useLiveOrder(orderId);
  const [making, setMaking] = useState(false);
  const { t, language } = useStaffText();
  const receipt = order ? receiptOf(order, language) : null;

  const makePdf = async () => {
    if (!receipt) return;
    setMaking(true);
    try {
      const { receiptPdf } = await import('./receipt-pdf');
      const bytes = new Uint8Array(await receiptPdf(receipt));
      const name = `recu-${receipt.number}.pdf`;
      const file = new File([bytes], name, { type: 'application/pdf' });
      if (navigator.canShare?.({ files: [file] }))
        await navigator.share({ files: [file], title: `${receipt.title} ${receipt.number}` });
      else downloadFile(name, bytes, 'application/pdf');
    } catch (error) {
      if ((error as { name?: string }).name === 'AbortError') return;
      console.error(`Making the receipt of ${orderId} failed:`, error);
      notify({ text: 'The receipt PDF could not be made. Try again.', tone: 'error' });
    } finally {
      setMaking(false);
    }
  };

  return (
    <StorePage title={textMessage('Receipt {number}', { number: receipt?.number ?? orderId })}>
      <p className="receipt__controls">
        <Link to={storePaths.order.path(orderId)}>← {t('Order')}</Link>{' '}
        <button type="button" className="admin-button admin-button--inline" onClick={() => window.print()} disabled={!receipt}>
          {t('Print')}
        </button>{' '}
        <button
          type="button"
          className="admin-button admin-button--secondary admin-button--inline"
          onClick={() => void makePdf()}
          disabled={!receipt || making}
        >
          {t(making ? 'Making the PDF…' : 'Save or share as PDF')}
        </button>
      </p>
      {failure !== undefined ? (
        <ListFailure message="Failed to load order" retrying={false} onRetry={retry} />
      ) : order === undefined ? (
        <ListLoading what="order" />
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
