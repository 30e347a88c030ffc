import type { ReactNode } from 'react';
import { ExternalLinks } from '../../components/layout/external-links';
import { GalleryTexts } from '../../components/gallery/gallery-thumbnails';
import { portfolio } from './portfolio-content';

const screenshot = (slug: string, width: number) => `/screenshots/${slug}-${width}.webp`;

/** A titled part of the page, which the top bar's anchors (#id) lead to. */
function PortfolioSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

/** A developer's portfolio: a page of its own, without the shop's top bar, with a light/dark theme. */
export function PortfolioPage() {
  return (
    <div className="portfolio">
      <header className="portfolio__header">
        <div className="portfolio__inner portfolio__bar">
          <a href="#apropos" className="portfolio__brand">
            Portfolio
          </a>
          <nav aria-label="Sections du portfolio" className="portfolio__nav">
            <a href="#apropos">À propos</a>
            <a href="#competences">Compétences</a>
            <a href="#projets">Projets</a>
            <a href="#contact">Contact</a>
          </nav>
          <button type="button" className="portfolio__theme" data-theme-toggle aria-pressed="false" hidden>
            Thème sombre
          </button>
        </div>
      </header>
      <main className="portfolio__inner">
        <section id="apropos" aria-labelledby="apropos-title" className="portfolio__hero">
          <h1 id="apropos-title">{portfolio.name}</h1>
          <p className="portfolio__headline">{portfolio.headline}</p>
          <p className="portfolio__location">{portfolio.location}</p>
          {portfolio.about.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <a className="portfolio__button" href={portfolio.resumeFile} download>
            Télécharger le CV (PDF)
          </a>
        </section>
        <PortfolioSection id="competences" title="Compétences">
          <div className="portfolio__skills">
            {portfolio.skills.map((skill) => (
              <div key={skill.group} className="portfolio__card">
                <h3>{skill.group}</h3>
                <ul className="portfolio__tags">
                  {skill.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </PortfolioSection>
        <PortfolioSection id="projets" title="Projets">
          <ul className="portfolio__projects" data-gallery aria-label="Projets">
            {portfolio.projects.map((project) => (
              <li key={project.title} className="portfolio__card portfolio__project">
                <a
                  href={screenshot(project.image.slug, 1080)}
                  data-gallery-item
                  data-width="1080"
                  data-height="2160"
                  data-caption={project.title}
                  className="portfolio__shot"
                >
                  <img
                    src={screenshot(project.image.slug, 180)}
                    srcSet={`${screenshot(project.image.slug, 180)} 180w, ${screenshot(project.image.slug, 360)} 360w`}
                    sizes="120px"
                    width="120"
                    height="240"
                    alt={project.image.alt}
                    loading="lazy"
                    decoding="async"
                  />
                </a>
                <div>
                  <h3>{project.title}</h3>
                  <p>{project.summary}</p>
                  <p className="portfolio__role">{project.role}</p>
                </div>
              </li>
            ))}
            <GalleryTexts />
          </ul>
        </PortfolioSection>
        <PortfolioSection id="contact" title="Contact">
          <p>
            <a href={`mailto:${portfolio.contact.email}`}>{portfolio.contact.email}</a>
          </p>
          <ExternalLinks links={portfolio.contact.links} className="portfolio__links" />
        </PortfolioSection>
      </main>
    </div>
  );
}
