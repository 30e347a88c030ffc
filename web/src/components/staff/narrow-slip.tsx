import { useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { qrPath } from '../../lib/qr-path';
import { keptTogether, type Slip } from '../../lib/slip';
import { useStaffText } from './staff-language';
import './narrow-slip.css';
import './staff-text-fr-slips';

const millimetresPerPixel = 25.4 / 96;
/** Room for rounding below the slip as measured on screen, whose frame has the paper's padding (4 mm each side). */
const paperAround = 5;

function SlipSheet({ slip, className }: { slip: Slip; className: string }) {
  const { t } = useStaffText();
  const qr = slip.qr ? qrPath(slip.qr.url) : null;
  return (
    <article className={className} lang="fr" aria-label={slip.title}>
      <p className="narrow-slip__shop">{slip.shop}</p>
      {slip.contact && <p className="narrow-slip__small">{keptTogether(slip.contact)}</p>}
      {slip.stamp && <p className="narrow-slip__stamp">{slip.stamp}</p>}
      <h2 className="narrow-slip__title">{keptTogether(slip.title)}</h2>
      {slip.facts.map((fact) => (
        <p key={fact} className="narrow-slip__small">
          {keptTogether(fact)}
        </p>
      ))}
      <ul className="narrow-slip__items">
        {slip.items.map((item, at) => (
          // A printed slip's lines never move.
          <li key={at}>
            <span className="narrow-slip__name">{item.name}</span>
            <span className="narrow-slip__row">
              <span>{item.each}</span> <span className="narrow-slip__amount">{item.amount}</span>
            </span>
          </li>
        ))}
        {slip.rows.map((row) => (
          <li key={row.label} className="narrow-slip__row">
            <span>{row.label}</span> <span className="narrow-slip__amount">{row.amount}</span>
          </li>
        ))}
      </ul>
      <p className="narrow-slip__row narrow-slip__total">
        <span>{slip.total.label}</span> <span className="narrow-slip__amount">{slip.total.amount}</span>
      </p>
      {slip.notes.map((note) => (
        <p key={note}>{keptTogether(note)}</p>
      ))}
      {slip.qr && qr && (
        <figure className="narrow-slip__qr">
          <figcaption className="narrow-slip__small">{slip.qr.words}</figcaption>
          <svg
            viewBox={`0 0 ${qr.size} ${qr.size}`}
            role="img"
            aria-label={t('QR code to follow the order')}
            shapeRendering="crispEdges"
          >
            <rect width={qr.size} height={qr.size} fill="#fff" />
            <path d={qr.d} fill="#000" />
          </svg>
        </figure>
      )}
      {slip.thanks && <p className="narrow-slip__thanks">{keptTogether(slip.thanks)}</p>}
    </article>
  );
}

/**
 * A receipt or credit note on 58 mm paper: shown in the page as it prints, and printed alone from a
 * copy beside the app (the rest of the page is not printed), on a page 58 mm wide and as tall as the
 * slip, 48 mm of it printed. The page's height is measured again just before printing.
 */
export function NarrowSlip({ slip }: { slip: Slip }) {
  const shown = useRef<HTMLDivElement>(null);
  const pageSize = useRef<HTMLStyleElement>(null);
  useLayoutEffect(() => {
    const fit = () => {
      const height = (shown.current?.getBoundingClientRect().height ?? 0) * millimetresPerPixel;
      // Once the print layout shows, the page's copy is hidden: the size measured on screen stays.
      if (pageSize.current && height > 0)
        pageSize.current.textContent = `@page { size: 58mm ${Math.ceil(height + paperAround)}mm; margin: 0; }`;
    };
    fit();
    window.addEventListener('beforeprint', fit);
    return () => window.removeEventListener('beforeprint', fit);
  }, [slip]);
  return (
    <>
      <div ref={shown} className="narrow-slip__preview">
        <SlipSheet slip={slip} className="narrow-slip" />
      </div>
      {createPortal(
        <div className="narrow-slip__paper">
          <style ref={pageSize} />
          <SlipSheet slip={slip} className="narrow-slip" />
        </div>,
        document.body,
      )}
    </>
  );
}
