import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Portfolio } from './portfolio-content';

const pageSize: [number, number] = [595.28, 841.89];
const margin = 56;
const width = pageSize[0] - margin * 2;
const green = rgb(0.04, 0.43, 0.31);
const ink = rgb(0.11, 0.14, 0.2);

/** Splits text into lines that fit the width, word by word. */
function wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

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

  let page: PDFPage = pdf.addPage(pageSize);
  let y = pageSize[1] - margin;
  const write = (text: string, { font = regular, size = 10.5, color = ink, gap = 4, indent = 0 } = {}) => {
    for (const line of wrap(text, font, size, width - indent)) {
      if (y < margin + size) {
        page = pdf.addPage(pageSize);
        y = pageSize[1] - margin;
      }
      page.drawText(line, { x: margin + indent, y, size, font, color });
      y -= size + gap;
    }
  };
  const heading = (text: string) => {
    y -= 10;
    write(text, { font: bold, size: 13, color: green, gap: 6 });
  };

  write(content.name, { font: bold, size: 20, gap: 8 });
  write(content.headline, { size: 11.5, color: green, gap: 4 });
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
