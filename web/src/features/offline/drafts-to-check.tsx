import { lazy, useState } from 'react';
import { Link } from 'react-router';
import { useStaffText } from '../../components/staff/staff-language';
import { LazyPart } from '../../components/staff/lazy-part';
import { storePaths } from '../../lib/store-paths';
import { shopClock } from '../../components/store/offline/clock';
import { draftCustomer, forgetDraft, type PhoneOrderDraftEntry } from '../../components/store/offline/phone-order-drafts';
import { usePhoneOrderDrafts } from './use-phone-order-drafts';
import '../../components/staff/staff-text-fr-offline';

// The order's refusals and their French load only when a draft was refused with a code: not on every store page.
const DraftRefusal = lazy(() => import('./draft-refusal').then((module) => ({ default: module.DraftRefusal })));

/** One draft the server refused: why, a way back to the form, and a discard that asks first. */
function DraftToCheck({ uid, draft }: { uid: string; draft: PhoneOrderDraftEntry }) {
  const { t } = useStaffText();
  const [asking, setAsking] = useState(false);
  const name = draftCustomer(draft.form);
  return (
    <li>
      <strong>{t('Phone order for {name}, taken at {time}', { name, time: shopClock.format(draft.at) })}</strong>
      {' — '}
      {draft.refused ? (
        <LazyPart>
          <DraftRefusal refused={draft.refused} />
        </LazyPart>
      ) : (
        t('Open it in the form to check it.')
      )}{' '}
      {asking ? (
        <span role="group" aria-label={t('Discard the phone order for {name}? It was never placed.', { name })}>
          {t('Discard the phone order for {name}? It was never placed.', { name })}{' '}
          <button
            type="button"
            className="admin-button admin-button--danger admin-button--small"
            onClick={() => forgetDraft(uid, draft.requestId)}
          >
            {t('Discard')}
          </button>{' '}
          <button
            type="button"
            className="admin-button admin-button--secondary admin-button--small"
            onClick={() => setAsking(false)}
          >
            {t('Keep it')}
          </button>
        </span>
      ) : (
        <>
          <Link to={storePaths.newOrder.path} state={{ draft: draft.requestId }}>
            {t('Open in the form')}
          </Link>{' '}
          <button
            type="button"
            className="admin-button admin-button--secondary admin-button--small"
            onClick={() => setAsking(true)}
          >
            {t('Discard')}
          </button>
        </>
      )}
    </li>
  );
}

/**
 * Phone orders taken offline that the server refused when they were sent (the stock went meanwhile,
 * say): each stays, in every tab and after a reload, until staff place it from the form or discard it.
 */
export function DraftsToCheck({ uid }: { uid: string }) {
  const { t } = useStaffText();
  const toCheck = usePhoneOrderDrafts(uid).filter((draft) => draft.toCheck !== undefined);
  if (toCheck.length === 0) return null;
  return (
    <section className="store-refused admin-message admin-message--error" role="alert" aria-label={t('Phone orders to check')}>
      <h2 className="store-refused__title">{t('Phone orders to check')}</h2>
      <ul>
        {toCheck.map((draft) => (
          <DraftToCheck key={draft.requestId} uid={uid} draft={draft} />
        ))}
      </ul>
    </section>
  );
}
