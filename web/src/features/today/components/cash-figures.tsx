import { formatXof } from '@kasuwa/contract/money';
import { useStaffText } from '../../../components/staff/staff-language';
import { useEveryonesCash, useOwnCash } from '../api/today-reads';
import { cashGlance } from '../today-figures';
import { Figure } from './figure';
import '../../../components/staff/staff-text-fr-today';

/** Who holds the shop's cash now, the most first (those who see the figures): one document per holder. */
export function EveryonesCash({ to }: { to: string | undefined }) {
  const read = useEveryonesCash();
  const { t } = useStaffText();
  return (
    <Figure read={read} to={to}>
      {(held) => {
        const { people, total } = cashGlance(held);
        return {
          said: <span className="today__label">{t('Cash in hand, {amount} in all', { amount: formatXof(total) })}</span>,
          more:
            people.length === 0 ? (
              <p className="today__detail">{t('Nobody holds the shop’s cash.')}</p>
            ) : (
              <ul className="today__people">
                {people.map((person) => (
                  <li key={person.holder}>
                    {t('{name}: {amount} for {count} orders', {
                      name: person.email ?? person.holder,
                      amount: formatXof(person.amount),
                      count: person.orders,
                    })}
                  </li>
                ))}
              </ul>
            ),
        };
      }}
    </Figure>
  );
}

/** The signed-in person's own cash in hand (a seller, a rider): their one document. */
export function OwnCash({ to }: { to: string | undefined }) {
  const read = useOwnCash();
  const { t } = useStaffText();
  return (
    <Figure read={read} to={to}>
      {(held) => ({
        said:
          held.orders > 0 || held.amount !== 0
            ? t('Your cash in hand: {amount} for {count} orders', { amount: formatXof(held.amount), count: held.orders })
            : t('You hold no cash of the shop.'),
      })}
    </Figure>
  );
}
