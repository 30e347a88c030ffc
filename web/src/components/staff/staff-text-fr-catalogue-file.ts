import type { TextForms } from './staff-text-en';
import { registerFrenchTexts } from './staff-text-fr';

/** The catalogue file's words in French (/store/products/file: export, dry run, apply), by their English text. */
export const frenchCatalogueFileText = {
  // The page.
  'Catalogue file': 'Catalogue en fichier',
  Export: 'Exporter',
  'Every product and variant with its stock, as a CSV file French Excel opens as it is.':
    'Chaque produit et chaque variante avec son stock, dans un fichier CSV qu’Excel ouvre tel quel.',
  'Reading every product…': 'Lecture de tous les produits…',
  'The CSV could not be made: the products could not be read. Try again.':
    'Le CSV n’a pas pu être créé : les produits n’ont pas pu être lus. Réessayez.',
  Import: 'Importer',
  'Edit the exported file and choose it here: nothing is saved before you see what changes. Leave the ID empty to add a product; images stay as they are. {count} rows at most.':
    {
      one: 'Modifiez le fichier exporté puis choisissez-le ici : rien n’est enregistré avant que vous voyiez ce qui change. Laissez l’identifiant vide pour ajouter un produit ; les images restent telles quelles. {count} ligne au plus.',
      other:
        'Modifiez le fichier exporté puis choisissez-le ici : rien n’est enregistré avant que vous voyiez ce qui change. Laissez l’identifiant vide pour ajouter un produit ; les images restent telles quelles. {count} lignes au plus.',
    },
  'Choose the edited file': 'Choisir le fichier modifié',
  'Checking {name}…': 'Vérification de {name}…',
  '{name} is refused: {reason}': '{name} est refusé : {reason}',
  'Dry run of {name}': 'Vérification de {name}, sans rien enregistrer',
  'Check the file again': 'Vérifier le fichier à nouveau',
  'Apply these changes': 'Appliquer ces changements',
  'Nothing to change: the catalogue already matches the file.': 'Rien à changer : le catalogue correspond déjà au fichier.',
  'Saving the catalogue': 'Enregistrement du catalogue',
  'Saved {done} of {count} steps': {
    one: '{done} étape sur {count} enregistrée',
    other: '{done} étapes sur {count} enregistrées',
  },
  'Saved: {written}; {stocked}.': 'Enregistré : {written} ; {stocked}.',
  '{count} products written': { one: '{count} produit écrit', other: '{count} produits écrits' },
  '{count} products with their stock set': {
    one: '{count} produit dont le stock est fixé',
    other: '{count} produits dont le stock est fixé',
  },
  // The dry run.
  '{count} new products': { one: '{count} nouveau produit', other: '{count} nouveaux produits' },
  '{count} new variants': { one: '{count} nouvelle variante', other: '{count} nouvelles variantes' },
  '{count} rows changed': { one: '{count} ligne modifiée', other: '{count} lignes modifiées' },
  '{count} rows unchanged': { one: '{count} ligne inchangée', other: '{count} lignes inchangées' },
  '{count} rows refused': { one: '{count} ligne refusée', other: '{count} lignes refusées' },
  '{count} documents read to check the file': {
    one: '{count} document lu pour vérifier le fichier',
    other: '{count} documents lus pour vérifier le fichier',
  },
  'What the import would do, row by row': 'Ce que ferait l’import, ligne par ligne',
  Row: 'Ligne',
  'What the import does': 'Ce que fait l’import',
  'Refused: {reason}': 'Refusée : {reason}',
  Unchanged: 'Inchangée',
  'New product': 'Nouveau produit',
  'New variant': 'Nouvelle variante',
  '{column} changed': '{column} modifiée',
  '{column}: {from} → {to}': '{column} : {from} → {to}',
  // The file's columns (with Title, Category, Description, Price (F CFA), Size, Colour and Stock).
  'Product ID': 'Identifiant du produit',
  'Image addresses': 'Adresses des images',
  // Why a file is refused as a whole.
  'The file is over {size} MB: import it in parts.': 'Le fichier dépasse {size} Mo : importez-le en plusieurs parties.',
  'The file has more than {count} rows: import it in parts of {count} rows at most.': {
    one: 'Le fichier a plus de {count} ligne : importez-le en parties de {count} ligne au plus.',
    other: 'Le fichier a plus de {count} lignes : importez-le en parties de {count} lignes au plus.',
  },
  'Columns are missing: {fr} ({en}). Export the catalogue and edit that file.':
    'Des colonnes manquent : {fr} ({en}). Exportez le catalogue et modifiez ce fichier.',
  'The column {column} is there twice.': 'La colonne {column} figure deux fois.',
  'Row {line}, column {column}: “{cell}” is a formula. Type its value instead.':
    'Ligne {line}, colonne {column} : « {cell} » est une formule. Saisissez plutôt sa valeur.',
  'The file has no product rows.': 'Le fichier n’a aucune ligne de produit.',
  // Why a row is refused.
  'The price “{value}” is not a whole number of F CFA from 0 to {max}.':
    'Le prix « {value} » n’est pas un nombre entier de F CFA entre 0 et {max}.',
  'The stock “{value}” is not a whole number from 0 to {max}; leave it empty for a variant not counted.':
    'Le stock « {value} » n’est pas un nombre entier entre 0 et {max} ; laissez-le vide pour une variante non comptée.',
  'A title is needed, of at most {count} characters.': {
    one: 'Il faut un titre, de {count} caractère au plus.',
    other: 'Il faut un titre, de {count} caractères au plus.',
  },
  'A category is needed, of at most {count} characters.': {
    one: 'Il faut une catégorie, de {count} caractère au plus.',
    other: 'Il faut une catégorie, de {count} caractères au plus.',
  },
  'A description is needed, of at most {count} characters.': {
    one: 'Il faut une description, de {count} caractère au plus.',
    other: 'Il faut une description, de {count} caractères au plus.',
  },
  'A new product needs the address of an image (https://…), {count} at most.':
    'Un nouveau produit a besoin de l’adresse d’une image (https://…), {count} au plus.',
  'A new product needs its price.': 'Un nouveau produit a besoin de son prix.',
  'A product has at most {count} sizes and {count} colours, each of at most {length} characters.': {
    one: 'Un produit a au plus {count} taille et {count} couleur, chacune de {length} caractères au plus.',
    other: 'Un produit a au plus {count} tailles et {count} couleurs, chacune de {length} caractères au plus.',
  },
  'Rows {first} and {line} give this product different values of “{column}”: give the same on each of its rows.':
    'Les lignes {first} et {line} donnent à ce produit des valeurs différentes de « {column} » : donnez la même sur chacune de ses lignes.',
  'This variant is already on row {line}.': 'Cette variante figure déjà à la ligne {line}.',
  'Give this product’s size.': 'Donnez la taille de ce produit.',
  'Give this product’s colour.': 'Donnez la couleur de ce produit.',
  'This product has no sizes: leave the size empty, or add sizes in its form first.':
    'Ce produit n’a pas de tailles : laissez la taille vide, ou ajoutez d’abord des tailles dans sa fiche.',
  'This product has no colours: leave the colour empty, or add colours in its form first.':
    'Ce produit n’a pas de couleurs : laissez la couleur vide, ou ajoutez d’abord des couleurs dans sa fiche.',
  'Several products are titled “{title}”: give the ID of the one this row is about.':
    'Plusieurs produits s’intitulent « {title} » : donnez l’identifiant de celui dont parle cette ligne.',
  'No product has the ID {id}: leave the ID empty to create a product.':
    'Aucun produit n’a l’identifiant {id} : laissez l’identifiant vide pour créer un produit.',
  // The apply.
  'The products could not be read to check the file. Try again.':
    'Les produits n’ont pas pu être lus pour vérifier le fichier. Réessayez.',
  'A batch was refused: a product was changed since the check, or your role may not edit products. Check the file again.':
    'Un lot a été refusé : un produit a changé depuis la vérification, ou votre rôle ne permet pas de modifier les produits. Vérifiez le fichier à nouveau.',
  'The import stopped: what is saved stays. Check the file again.':
    'L’import s’est arrêté : ce qui est enregistré le reste. Vérifiez le fichier à nouveau.',
} satisfies Readonly<Record<string, TextForms>>;

registerFrenchTexts(frenchCatalogueFileText);
