import { brand } from '@kasuwa/contract/brand';
import { CardGrid, type Card } from '../../components/site/card-grid';

const cards: readonly Card[] = [
  {
    icon: 'target',
    title: 'Notre mission',
    text: `Rapprocher les commerçants nigériens de leurs clients : ${brand.name} met le marché dans la poche de chacun, avec des prix clairs en francs CFA et une livraison fiable.`,
  },
  {
    icon: 'eye',
    title: 'Notre vision',
    text: 'Devenir la place de marché de référence au Niger, ouverte aux boutiques de Niamey comme à celles des régions.',
  },
  {
    icon: 'heart',
    title: 'Nos valeurs',
    text: 'Confiance, simplicité et respect : des produits conformes, des paiements sûrs et un service client qui répond.',
  },
  {
    icon: 'people',
    title: 'Notre équipe',
    text: `Une équipe basée à Niamey, qui connaît les marchés, les quartiers et les habitudes d’achat de ses clients.`,
  },
];

export function AboutPage() {
  return (
    <>
      <h1>À propos de {brand.name}</h1>
      <p className="lead">{`${brand.name} (« marché » en haoussa) est une application d’achat en ligne née à Niamey.`}</p>
      <CardGrid cards={cards} titleLevel={2} />
    </>
  );
}
