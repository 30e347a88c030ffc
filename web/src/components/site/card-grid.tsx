import { Icon, type IconName } from './icon';

export interface Card {
  title: string;
  text: string;
  icon: IconName;
}

/** Cards of an icon, a title and a short text; two columns on wide screens. */
export function CardGrid({ cards }: { cards: readonly Card[] }) {
  return (
    <ul className="card-grid">
      {cards.map((card) => (
        <li key={card.title} className="card">
          <span className="card__icon">
            <Icon name={card.icon} />
          </span>
          <h3 className="card__title">{card.title}</h3>
          <p>{card.text}</p>
        </li>
      ))}
    </ul>
  );
}
