import { render, screen, within } from '@testing-library/react';
import { portfolio } from './portfolio-content';
import { PortfolioPage } from './portfolio-page';

describe('PortfolioPage', () => {
  beforeEach(() => render(<PortfolioPage />));

  it('has the about, skills, projects and contact sections, reachable from its menu', () => {
    const nav = screen.getByRole('navigation', { name: 'Sections du portfolio' });
    for (const [label, id] of [
      ['À propos', 'apropos'],
      ['Compétences', 'competences'],
      ['Projets', 'projets'],
      ['Contact', 'contact'],
    ] as const) {
      expect(within(nav).getByRole('link', { name: label })).toHaveAttribute('href', `#${id}`);
      expect(document.getElementById(id)).toBeInTheDocument();
    }
  });

  it('renders every skill and project of the content file', () => {
    for (const skill of portfolio.skills) {
      expect(screen.getByRole('heading', { level: 3, name: skill.group })).toBeInTheDocument();
      for (const item of skill.items) expect(screen.getByText(item)).toBeInTheDocument();
    }
    const projects = within(screen.getByRole('list', { name: 'Projets' })).getAllByRole('listitem');
    expect(projects).toHaveLength(portfolio.projects.length);
  });

  it('opens project images in the gallery: each is a described link to the full picture', () => {
    const images = within(screen.getByRole('list', { name: 'Projets' })).getAllByRole('img');
    for (const [index, image] of images.entries()) {
      expect(image).toHaveAttribute('alt', portfolio.projects[index]?.image.alt);
      expect(image.closest('a')).toHaveAttribute('data-gallery-item');
    }
    expect(screen.getByRole('list', { name: 'Projets' })).toHaveAttribute('data-gallery');
  });

  it('offers the resume as a PDF download', () => {
    expect(screen.getByRole('link', { name: 'Télécharger le CV (PDF)' })).toHaveAttribute('href', '/portfolio/cv.pdf');
  });

  it('keeps the theme switch hidden until its script runs', () => {
    const toggle = document.querySelector('[data-theme-toggle]');
    expect(toggle).toHaveTextContent('Thème sombre');
    expect(toggle).not.toBeVisible();
  });
});
