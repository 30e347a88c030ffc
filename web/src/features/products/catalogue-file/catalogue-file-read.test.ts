import { staffTextIn } from '../../../components/staff/staff-language';
import { readCatalogueFile, type FileReading } from './catalogue-file-read';
import { englishText, exportedFile, windows1252 } from './test-support/catalogue-files';

const refusalOf = (reading: FileReading) => ('refusal' in reading ? staffTextIn('fr', reading.refusal) : null);
const rowsOf = (reading: FileReading) => {
  if ('refusal' in reading) throw new Error(staffTextIn('en', reading.refusal));
  return reading.file.rows;
};

const header = 'Identifiant du produit;Titre;Catégorie;Description;Prix (F CFA);Taille;Couleur;Stock;Adresses des images';

describe('readCatalogueFile', () => {
  it('reads the export back: each variant a row numbered as Excel numbers it, the guarded description as it was', () => {
    const rows = rowsOf(readCatalogueFile(exportedFile()));
    expect(rows.map((row) => [row.line, row.cells.id, row.cells.size, row.cells.price, row.cells.stock])).toEqual([
      [2, 'boubou', 'M', '45000', '4'],
      [3, 'boubou', 'L', '45000', ''],
      [4, 'sac', '', '12500', ''],
    ]);
    expect(rows[0]?.cells.description).toBe('Bazin riche; brodé main');
  });

  it('reads the English export, and a "," file with English headers a person typed', () => {
    expect(rowsOf(readCatalogueFile(exportedFile(englishText)))).toHaveLength(3);
    const typed = 'id,title,category,price,size,color,stock\r\n,Pagne wax,Tissus,"3 500",,,12\r\n';
    const [row] = rowsOf(readCatalogueFile(new TextEncoder().encode(typed)));
    expect(row?.cells).toMatchObject({ id: '', title: 'Pagne wax', price: '3 500', stock: '12', description: '', images: '' });
  });

  it('reads a file Excel saved again as plain CSV, in Windows-1252, with the ’ Excel types', () => {
    const text = `${header}\r\n;Boubou brodé;Vêtements;L’indigo;45000;M;;3;https://x.test/a.jpg\r\n`;
    const reading = readCatalogueFile(windows1252(text.replace('’', '\u0092')));
    expect(reading).toMatchObject({ file: { encoding: 'windows-1252' } });
    expect(rowsOf(reading)[0]?.cells).toMatchObject({ title: 'Boubou brodé', category: 'Vêtements', description: 'L’indigo' });
  });

  it('refuses a file without the columns it needs, naming them in French and English', () => {
    expect(refusalOf(readCatalogueFile(new TextEncoder().encode('Titre;Prix\r\nBoubou;4000\r\n')))).toBe(
      'Des colonnes manquent : Identifiant du produit, Catégorie, Taille, Couleur, Stock (Product ID, Category, Size, Colour, Stock). Exportez le catalogue et modifiez ce fichier.',
    );
  });

  it('refuses 10,000 rows as a whole, and takes 2,000', () => {
    const rows = (count: number) => `${header}\r\n${';Boubou;Vêtements;;1000;;;;\r\n'.repeat(count)}`;
    // 2 000 as French writes it: a narrow no-break space between the thousands.
    expect(refusalOf(readCatalogueFile(new TextEncoder().encode(rows(10_000))))).toBe(
      'Le fichier a plus de 2\u202f000 lignes : importez-le en parties de 2\u202f000 lignes au plus.',
    );
    expect(rowsOf(readCatalogueFile(new TextEncoder().encode(rows(2000))))).toHaveLength(2000);
  });

  it('refuses a formula in any cell, naming its row and column', () => {
    const text = `${header}\r\nsac;Sac;Cuir;;12500;;;;\r\nsac;Sac;Cuir;;=12500*2;;;;\r\n`;
    expect(refusalOf(readCatalogueFile(new TextEncoder().encode(text)))).toBe(
      'Ligne 3, colonne Prix (F CFA) : « =12500*2 » est une formule. Saisissez plutôt sa valeur.',
    );
  });

  it('refuses a column named twice, a file with no rows, and a file over 2 MB', () => {
    expect(refusalOf(readCatalogueFile(new TextEncoder().encode(`${header};Prix\r\n`)))).toBe(
      'La colonne Prix figure deux fois.',
    );
    expect(refusalOf(readCatalogueFile(new TextEncoder().encode(`${header}\r\n;;;\r\n`)))).toBe(
      'Le fichier n’a aucune ligne de produit.',
    );
    expect(refusalOf(readCatalogueFile(new Uint8Array(2 * 1024 * 1024 + 1)))).toMatch(/dépasse 2 Mo/);
  });
});
