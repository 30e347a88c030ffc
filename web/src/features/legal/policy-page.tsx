import type { PolicyDocument } from './policy-types';

const updatedFormat = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Blank-line separated paragraphs; consecutive "- " lines form a list. */
function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text.split(/\n\s*\n/).map((block) => {
        const lines = block.split('\n').map((line) => line.trim());
        return lines.every((line) => line.startsWith('- ')) ? (
          <ul key={block}>
            {lines.map((line) => (
              <li key={line}>{line.slice(2)}</li>
            ))}
          </ul>
        ) : (
          <p key={block}>{block}</p>
        );
      })}
    </>
  );
}

/** A legal document with its table of contents; sections are linkable by their id. */
export function PolicyPage({ document }: { document: PolicyDocument }) {
  return (
    <article className="policy">
      <h1>{document.title}</h1>
      <p className="policy__updated">Dernière mise à jour : {updatedFormat.format(new Date(document.updated))}</p>
      <nav aria-labelledby="toc-title" className="policy__toc">
        <h2 id="toc-title">Sommaire</h2>
        <ol>
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`}>{section.title}</h2>
          {section.items.map((item) => (
            <div key={item.subtitle}>
              <h3>{item.subtitle}</h3>
              <Paragraphs text={item.text} />
            </div>
          ))}
        </section>
      ))}
    </article>
  );
}
