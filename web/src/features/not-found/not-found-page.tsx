export function NotFoundPage() {
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">No Page Found</h1>
      <p>La page demandée n’existe pas ou a été déplacée.</p>
      <a href="/" className="button">
        Retour à l’accueil
      </a>
    </section>
  );
}
