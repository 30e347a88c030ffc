import { Icon, type IconName } from './icon';

export interface Card {
  title: string;
  text: string;
  icon: IconName;
}

/**
 * Cards of an icon, a title and a short text; two columns on wide screens. Their titles are headings
 * one level below the section they are in: h2 right under the page's h1, h3 under a section's h2.
 */
export function CardGrid({ cards, titleLevel }: { cards: readonly Card[]; titleLevel: 2 | 3 }) {
  const Title = titleLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="card-grid">
      {cards.map((card) => (
        <li key={card.title} className="card">
          <span className="card__icon">
            <Icon name={card.icon} />
          </span>
          <Title className="card__title">{card.title}</Title>
          <p>{card.text}</p>
        </li>
      ))}
    </ul>
  );
}
