import { stockIdOf } from '@kasuwa/contract/stock';
import { staffTextIn } from '../../../components/staff/staff-language';
import { toStoreProduct } from '../api/store-product';
import { readCatalogueFile } from './catalogue-file-read';
import { planImport, titleKey, type ImportPlan, type RowOutcome, type StoredCatalogue } from './catalogue-plan';
import { exportedFile, storedShop } from './test-support/catalogue-files';

const planOf = (text: string, stored: StoredCatalogue = storedShop()) => {
  const reading = readCatalogueFile(new TextEncoder().encode(text));
  if ('refusal' in reading) throw new Error(staffTextIn('en', reading.refusal));
  return planImport(reading.file, stored);
};

const exported = () => new TextDecoder().decode(exportedFile());
const said = (row: RowOutcome | undefined) =>
  row?.kind === 'refused' ? staffTextIn('fr', row.reason) : row?.kind === 'same' || !row ? row?.kind : [row.kind, row.changes];

/** What the apply leaves stored, as the rules and setStock would: the plan's products and units written. */
function applied(stored: StoredCatalogue, plan: ImportPlan): StoredCatalogue {
  const products = new Map(stored.products);
  const titled = new Map(stored.titled);
  const stock = new Map(stored.stock);
  const ids = new Map<string, string>();
  for (const { key, base, next } of plan.products) {
    const id = base?.id ?? `created-${products.size}`;
    ids.set(key, id);
    const product = toStoreProduct(id, { ...next, date: 'Dec 6, 2026', version: (base?.version ?? 0) + 1 });
    products.set(id, product);
    titled.set(titleKey(product.title), [product]);
  }
  for (const { key, variants } of plan.stock) {
    const productId = ids.get(key) ?? key;
    for (const { available, ...variant } of variants) stock.set(stockIdOf({ productId, ...variant }), available);
  }
  return { products, titled, stock };
}

describe('planImport', () => {
  it('finds nothing to change in the export as it is', () => {
    const plan = planOf(exported());
    expect(plan.rows.map((row) => row.kind)).toEqual(['same', 'same', 'same']);
    expect(plan.products).toEqual([]);
    expect(plan.stock).toEqual([]);
  });

  it('lists an edited file row by row: a price, a new variant, a new product, and bad rows with their reasons', () => {
    const lines = exported().split('\r\n');
    lines[1] = lines[1]!.replace(';45000;', ';42 000;').replace(';M;;4;', ';M;;6;');
    lines[2] = lines[2]!.replace(';45000;', ';42000,00;');
    lines[3] = lines[3]!.replace(';12500;', ';douze mille;');
    const image = 'https://firebasestorage.googleapis.com/v0/b/demo/o/zzstoreImages%2Fb.jpg?alt=media';
    lines.splice(
      4,
      0,
      'boubou;Grand boubou brodé;Vêtements;;42000;XL;;2;',
      `;Pagne wax;Tissus;Wax de Niamey;3500;;;12;${image}`,
      ';Chapeau;Tissus;Paille;2000;;;;',
      'inconnu;Bonnet;Tissus;;1000;;;;',
    );
    const plan = planOf(lines.join('\r\n'));
    expect(plan.rows.map((row) => [row.line, said(row)])).toEqual([
      [
        2,
        [
          'change',
          [
            { column: 'price', from: 45_000, to: 42_000 },
            { column: 'stock', from: 4, to: 6 },
          ],
        ],
      ],
      [3, 'same'],
      [4, 'Le prix « douze mille » n’est pas un nombre entier de F CFA entre 0 et 100\u202f000\u202f000.'],
      [5, ['new-variant', [{ column: 'stock', from: null, to: 2 }]]],
      [6, ['new-product', []]],
      [7, 'Un nouveau produit a besoin de l’adresse d’une image (https://…), 10 au plus.'],
      [8, 'Aucun produit n’a l’identifiant inconnu : laissez l’identifiant vide pour créer un produit.'],
    ]);
    expect(plan.products.map(({ key, changed, next }) => [key, changed, next.price, next.sizes])).toEqual([
      ['boubou', ['price', 'sizes'], 42_000, ['M', 'L', 'XL']],
      ['new:pagne wax', ['title', 'category', 'description', 'price', 'sizes', 'colors', 'images'], 3500, []],
    ]);
    expect(plan.stock).toEqual([
      {
        key: 'boubou',
        variants: [
          { size: 'M', available: 6 },
          { size: 'XL', available: 2 },
        ],
      },
      { key: 'new:pagne wax', variants: [{ available: 12 }] },
    ]);
  });

  it('changes nothing on a second apply of the same file', () => {
    const lines = exported().split('\r\n');
    lines[1] = lines[1]!.replace(';45000;', ';42000;');
    lines[2] = lines[2]!.replace(';45000;', ';42000;');
    lines.splice(3, 0, 'boubou;Grand boubou brodé;Vêtements;;42000;XL;;2;', ';Pagne;Tissus;Wax;3500;;;12;https://x.test/p.jpg');
    const file = lines.join('\r\n');
    const first = planOf(file);
    expect(first.products).toHaveLength(2);
    // The new product's row still has no ID: it is found by its title, and not created again.
    const second = planOf(file, applied(storedShop(), first));
    expect(second.rows.map((row) => row.kind)).toEqual(['same', 'same', 'same', 'same', 'same']);
    expect([second.products, second.stock]).toEqual([[], []]);
  });

  it('refuses every row of a product whose rows disagree, the first stored or not, so that a second apply decides the same', () => {
    const lines = exported().split('\r\n');
    lines[2] = lines[2]!.replace(';45000;', ';44000;');
    lines.splice(4, 0, ';Pagne;Tissus;Wax;3500;S;;;https://x.test/p.jpg', ';Pagne;Tissus;Wax;3000;M;;;');
    const plan = planOf(lines.join('\r\n'));
    expect(plan.rows.map((row) => [row.line, said(row)])).toEqual([
      [
        2,
        'Les lignes 2 et 3 donnent à ce produit des valeurs différentes de « Prix (F CFA) » : donnez la même sur chacune de ses lignes.',
      ],
      [
        3,
        'Les lignes 2 et 3 donnent à ce produit des valeurs différentes de « Prix (F CFA) » : donnez la même sur chacune de ses lignes.',
      ],
      [4, 'same'],
      [
        5,
        'Les lignes 5 et 6 donnent à ce produit des valeurs différentes de « Prix (F CFA) » : donnez la même sur chacune de ses lignes.',
      ],
      [
        6,
        'Les lignes 5 et 6 donnent à ce produit des valeurs différentes de « Prix (F CFA) » : donnez la même sur chacune de ses lignes.',
      ],
    ]);
    expect([plan.products, plan.stock]).toEqual([[], []]);
  });

  it('finds a row without an ID by its title, and refuses it when two products have that title', () => {
    const lines = exported().split('\r\n');
    lines[3] = lines[3]!.replace(/^sac;/, ';').replace(';12500;', ';12000;');
    expect(planOf(lines.join('\r\n')).products.map(({ base, changed }) => [base?.id, changed])).toEqual([['sac', ['price']]]);
    const shop = storedShop();
    const twin = { ...shop.products.get('sac')!, id: 'sac-2' };
    const stored = { ...shop, titled: new Map([[titleKey('Sac en cuir'), [shop.products.get('sac')!, twin]]]) };
    expect(said(planOf(lines.join('\r\n'), stored).rows[2])).toBe(
      'Plusieurs produits s’intitulent « Sac en cuir » : donnez l’identifiant de celui dont parle cette ligne.',
    );
  });

  it('refuses a variant twice, a size on a product without sizes, and a missing size where it has some', () => {
    const lines = exported().split('\r\n');
    lines.splice(4, 0, lines[1]!, 'sac;Sac en cuir;Maroquinerie;;12500;M;;;', 'boubou;Grand boubou brodé;Vêtements;;45000;;;;');
    expect(planOf(lines.join('\r\n')).rows.slice(3).map(said)).toEqual([
      'Cette variante figure déjà à la ligne 2.',
      'Ce produit n’a pas de tailles : laissez la taille vide, ou ajoutez d’abord des tailles dans sa fiche.',
      'Donnez la taille de ce produit.',
    ]);
  });

  it('keeps a stored product’s images whatever the file says, and leaves a variant not counted when its stock is empty', () => {
    const lines = exported().split('\r\n');
    lines[4 - 1] = lines[3]!.replace(/https:\S+$/, 'https://x.test/other.jpg');
    const plan = planOf(lines.join('\r\n'));
    expect(plan.rows.map((row) => row.kind)).toEqual(['same', 'same', 'same']);
    expect(plan.products).toEqual([]);
  });
});
