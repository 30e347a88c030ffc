import { useState } from 'react';
import { formatXof } from '@kasuwa/contract/money';
import { useStaffText, textMessage } from '../../components/staff/staff-language';
import { notify } from '../../components/staff/staff-toasts';
import { StoreList, StorePage } from '../../components/store/store-page';
import {
  useSaveZone,
  useSourcedZones,
  ZoneChangedError,
  type StoreZone,
  type ZoneFields,
} from '../../components/store/zones/zones';
import { ZoneForm } from './components/zone-form';
import './zones.css';
import '../../components/staff/staff-text-fr-products';

/**
 * /store/zones: where the shop delivers. Each zone's fee and minimum order are what /panier shows and
 * what placeOrder charges; a zone no longer served is closed, never deleted, so orders keep its name.
 */
export default function ZonesPage() {
  const zones = useSourcedZones();
  const save = useSaveZone();
  const { t } = useStaffText();
  const [editing, setEditing] = useState<string | null>(null);
  const [addKey, setAddKey] = useState(0);
  const namesBut = (id?: string) => (zones.data?.value ?? []).filter((zone) => zone.id !== id).map((zone) => zone.name);

  const saveZone = (fields: ZoneFields, zone?: StoreZone) =>
    save.mutate(
      { ...(zone && { zone }), fields },
      {
        onSuccess: () => {
          notify({ text: textMessage(zone ? 'Zone {name} saved' : 'Zone {name} added', { name: fields.name }), tone: 'success' });
          if (zone) setEditing(null);
          else setAddKey((key) => key + 1);
        },
        onError: (error) => {
          if (error instanceof ZoneChangedError) {
            setEditing(null);
            notify({
              text: textMessage(
                'Someone else changed this zone since you opened it: it shows as saved now. Nothing was saved; edit it again.',
              ),
              tone: 'error',
            });
            return;
          }
          console.error(`Could not save the zone ${fields.name}:`, error);
          notify({ text: 'The zone could not be saved. Nothing was changed; try again.', tone: 'error' });
        },
      },
    );

  return (
    <StorePage title="Delivery zones">
      <p className="zones-intro">
        {t(
          'Customers choose their zone in the cart; the fee is added to the order by the server. A zone below its minimum order cannot be ordered.',
        )}
      </p>
      <div className="store-surface">
        <h2 className="zones-subtitle">{t('Add a zone')}</h2>
        <ZoneForm
          key={addKey}
          otherNames={namesBut()}
          saving={save.isPending}
          submitLabel="Add zone"
          onSave={(fields) => saveZone(fields)}
        />
      </div>
      <StoreList query={zones} what="delivery zones" empty="No delivery zone yet: add the first above.">
        {(list) => (
          <ul className="zone-list" aria-label={t('Delivery zones')}>
            {list.map((zone) => (
              <li key={zone.id} className="store-surface zone-card">
                {editing === zone.id ? (
                  <ZoneForm
                    start={zone}
                    otherNames={namesBut(zone.id)}
                    saving={save.isPending}
                    submitLabel="Save zone"
                    onSave={(fields) => saveZone(fields, zone)}
                    onCancel={() => setEditing(null)}
                  />
                ) : (
                  <>
                    <h2 className="zone-card__name">{zone.name}</h2>
                    <p>
                      {t('Fee')} {formatXof(zone.fee)} · {t('minimum order')}{' '}
                      {zone.minimumOrder > 0 ? formatXof(zone.minimumOrder) : t('none')} ·{' '}
                      {zone.active ? t('offered') : t('closed')}
                    </p>
                    <button
                      type="button"
                      className="admin-button admin-button--secondary admin-button--inline"
                      onClick={() => setEditing(zone.id)}
                      aria-label={t('Edit {name}', { name: zone.name })}
                    >
                      {t('Edit')}
                    </button>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </StoreList>
    </StorePage>
  );
}
