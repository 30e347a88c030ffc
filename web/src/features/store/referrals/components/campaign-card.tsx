import { useId } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import { formatXof } from '@kasuwa/contract/money';
import type { CampaignSummary, OrderDay } from '@kasuwa/contract/referrals';
import { RecordDate, missing } from '../../../../components/staff/record-date';
import { campaignUrl } from '../campaign-links';
import type { DayHits } from '../hits-per-day';
import { HitsChart } from './hits-chart';
import { PosterButton } from './poster-button';

interface CampaignCardProps {
  /** The key's code, and the campaign when it is one (the unregistered bucket is not). */
  title: string;
  campaign?: CampaignSummary | null;
  /** Who registered it, as staff read it. */
  creator?: string;
  days: DayHits[];
  /** The orders its code brought over the period; absent for the unregistered codes (not counted). */
  orderDays?: OrderDay[];
}

/** Orders per unique visitor, as a percentage with one decimal; none without visitors. */
export const conversionText = (orders: number, visitors: number) =>
  visitors === 0 ? '—' : `${((100 * orders) / visitors).toLocaleString('en', { maximumFractionDigits: 1 })} %`;

/**
 * One key's numbers over the period: raw hits, unique visitors, a chart per day, and for a campaign the
 * orders it brought, what was delivered in F CFA and the conversion; a campaign's link and poster.
 */
export function CampaignCard({ title, campaign, creator, days, orderDays }: CampaignCardProps) {
  const headingId = useId();
  const hits = days.reduce((sum, day) => sum + day.count, 0);
  const uniques = days.reduce((sum, day) => sum + day.uniques, 0);
  const orders = orderDays?.reduce((sum, day) => sum + day.orders, 0) ?? 0;
  const deliveredTotal = orderDays?.reduce((sum, day) => sum + day.deliveredTotal, 0) ?? 0;
  return (
    <article className="campaign-card store-surface" aria-labelledby={headingId}>
      <div className="campaign-card__head">
        <div>
          <h2 id={headingId} className="campaign-card__title">
            {title}
          </h2>
          {campaign && (
            <p className="campaign-card__meta">
              {campaign.label ?? missing} · created by {creator ?? campaign.createdBy ?? missing},{' '}
              <RecordDate date={campaign.createdAt ? new Date(campaign.createdAt) : undefined} />
            </p>
          )}
        </div>
        {campaign && (
          <QRCodeSVG
            className="campaign-card__qr"
            value={campaignUrl(title)}
            size={72}
            level="M"
            title={`QR code of ${campaignUrl(title)}`}
          />
        )}
      </div>
      <dl className="campaign-card__numbers">
        <div>
          <dt>Hits</dt>
          <dd>{hits}</dd>
        </div>
        <div>
          <dt>Unique visitors</dt>
          <dd>{uniques}</dd>
        </div>
        {orderDays && (
          <>
            <div>
              <dt>Orders</dt>
              <dd>{orders}</dd>
            </div>
            <div>
              <dt>Delivered</dt>
              <dd>{formatXof(deliveredTotal)}</dd>
            </div>
            <div>
              <dt>Conversion</dt>
              <dd>{conversionText(orders, uniques)}</dd>
            </div>
          </>
        )}
      </dl>
      <HitsChart days={days} />
      {campaign && (
        <p className="campaign-card__link">
          <a href={campaignUrl(title)}>{campaignUrl(title)}</a> <PosterButton code={title} />
        </p>
      )}
    </article>
  );
}
