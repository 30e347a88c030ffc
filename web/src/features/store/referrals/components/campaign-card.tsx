import { useId } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import type { CampaignSummary } from '@kasuwa/contract/referrals';
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
}

/** One key's numbers over the period: raw hits, unique visitors, a chart per day; a campaign's link and poster. */
export function CampaignCard({ title, campaign, creator, days }: CampaignCardProps) {
  const headingId = useId();
  const hits = days.reduce((sum, day) => sum + day.count, 0);
  const uniques = days.reduce((sum, day) => sum + day.uniques, 0);
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
