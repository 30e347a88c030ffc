import { CardGrid } from '../../components/site/card-grid';
import { benefits } from '../../components/site/benefits';

export function AppFeaturesPage() {
  return (
    <>
      <h1>Fonctionnalités</h1>
      <p className="lead">Tout ce qu’il faut pour acheter au Niger depuis votre téléphone.</p>
      <CardGrid cards={benefits.map(({ icon, title, detail }) => ({ icon, title, text: detail }))} titleLevel={2} />
    </>
  );
}
