import { PDFDocument, StandardFonts, type PDFPage } from '@cantoo/pdf-lib';
import { a4, brandGreen, inkColour, pageMargin, wrap } from '../../lib/pdf-page';
import type { Portfolio } from './portfolio-content';

const width = a4[0] - pageMargin * 2;

/**
 * The resume as a real PDF, written at build time from the same content as the page (A4, the PDF
 * standard fonts, whose WinAnsi encoding covers French).
 */
export async function resumePdf(content: Portfolio): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`CV — ${content.name}`);
  pdf.setLanguage('fr-FR');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);

  let page: PDFPage = pdf.addPage(a4);
  let y = a4[1] - pageMargin;
  const write = (text: string, { font = regular, size = 10.5, color = inkColour, gap = 4, indent = 0 } = {}) => {
    for (const line of wrap(text, font, size, width - indent)) {
      if (y < pageMargin + size) {
        page = pdf.addPage(a4);
        y = a4[1] - pageMargin;
      }
      page.drawText(line, { x: pageMargin + indent, y, size, font, color });
      y -= size + gap;
    }
  };
  const heading = (text: string) => {
    y -= 10;
    write(text, { font: bold, size: 13, color: brandGreen, gap: 6 });
  };

  write(content.name, { font: bold, size: 20, gap: 8 });
  write(content.headline, { size: 11.5, color: brandGreen, gap: 4 });
  write(`${content.location} · ${content.contact.email}`, { size: 10, gap: 8 });

  heading('Profil');
  content.about.forEach((paragraph) => write(paragraph, { gap: 5 }));

  heading('Compétences');
  content.skills.forEach((skill) => write(`${skill.group} : ${skill.items.join(', ')}`, { gap: 5 }));

  heading('Projets');
  content.projects.forEach((project) => {
    write(project.title, { font: bold, size: 11, gap: 3 });
    write(project.summary, { indent: 10, gap: 3 });
    write(`Rôle : ${project.role}`, { indent: 10, gap: 8 });
  });

  heading('Contact');
  write(content.contact.email);
  content.contact.links.forEach((link) => write(`${link.label} : ${link.url}`));

  return pdf.save();
}
