import { personLimits } from '@kasuwa/contract/limits';
import { useState } from 'react';
import { useStaffText } from '../../../components/staff/staff-language';
import '../../../components/staff/staff-text-fr-people';

/** Finds a customer by phone or the start of a name, on submit (each search is a query). */
export function ShopUserSearch({ initial, onSearch }: { initial: string; onSearch: (search: string) => void }) {
  const [typed, setTyped] = useState(initial);
  const { t } = useStaffText();
  return (
    <form
      className="store-filters"
      role="search"
      aria-label={t('Find users')}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(typed.trim());
      }}
    >
      <label className="store-filters__field">
        {t('Phone or start of the name')}
        <input
          type="search"
          value={typed}
          maxLength={personLimits.nameLength}
          onChange={(event) => setTyped(event.target.value)}
        />
      </label>
      <button type="submit" className="admin-button admin-button--small">
        {t('Find')}
      </button>
      {initial && (
        <button
          type="button"
          className="admin-button admin-button--secondary admin-button--small"
          onClick={() => {
            setTyped('');
            onSearch('');
          }}
        >
          {t('All users')}
        </button>
      )}
    </form>
  );
}
