import { personLimits } from '@kasuwa/contract/limits';
import { useState } from 'react';

/** Finds a customer by phone or the start of a name, on submit (each search is a query). */
export function ShopUserSearch({ initial, onSearch }: { initial: string; onSearch: (search: string) => void }) {
  const [typed, setTyped] = useState(initial);
  return (
    <form
      className="store-filters"
      role="search"
      aria-label="Find users"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(typed.trim());
      }}
    >
      <label className="store-filters__field">
        Phone or start of the name
        <input
          type="search"
          value={typed}
          maxLength={personLimits.nameLength}
          onChange={(event) => setTyped(event.target.value)}
        />
      </label>
      <button type="submit" className="admin-button admin-button--small">
        Find
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
          All users
        </button>
      )}
    </form>
  );
}
