import { useId } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import { formatXof } from '@kasuwa/contract/money';
import type { CampaignSummary, OrderDay } from '@kasuwa/contract/referrals';
import { RecordDate, missing } from '../../../components/staff/record-date';
import { campaignUrl } from '../campaign-links';
import type { DayHits } from '../hits-per-day';
import { HitsChart } from './hits-chart';
import { PosterButton } from './poster-button';
import { useStaffText } from '../../../components/staff/staff-language';
import { staffLocale } from '../../../lib/staff-language';
import '../../../components/staff/staff-text-fr-people';

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
const conversionText = (orders: number, visitors: number, locale = 'en') =>
  visitors === 0 ? '—' : `${((100 * orders) / visitors).toLocaleString(locale, { maximumFractionDigits: 1 })} %`;

/**
 * One key's numbers over the period: raw hits, unique visitors, a chart per day, and for a campaign the
 * orders it brought, what was delivered in F CFA and the conversion; a campaign's link and poster.
 */
export function CampaignCard({ title, campaign, creator, days, orderDays }: CampaignCardProps) {
  const headingId = useId();
  const { t, language } = useStaffText();
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
              {campaign.label ?? missing} · {t('created by {name}', { name: creator ?? campaign.createdBy ?? missing })},{' '}
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
            title={t('QR code of {url}', { url: campaignUrl(title) })}
          />
        )}
      </div>
      <dl className="campaign-card__numbers">
        <div>
          <dt>{t('Hits')}</dt>
          <dd>{hits}</dd>
        </div>
        <div>
          <dt>{t('Unique visitors')}</dt>
          <dd>{uniques}</dd>
        </div>
        {orderDays && (
          <>
            <div>
              <dt>{t('Orders')}</dt>
              <dd>{orders}</dd>
            </div>
            <div>
              <dt>{t('Delivered')}</dt>
              <dd>{formatXof(deliveredTotal)}</dd>
            </div>
            <div>
              <dt>{t('Conversion')}</dt>
              <dd>{conversionText(orders, uniques, staffLocale(language))}</dd>
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
