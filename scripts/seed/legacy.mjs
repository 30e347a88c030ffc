/**
 * Documents shaped like data written before this code (older app versions, the console, imports), so
 * that a new user and the tests see them handled. `npm run migrate -- --apply` brings them to today's
 * shapes; until then the catalogue's newest-first query and the staff feedback list miss some of them,
 * and the store editor normalises a product when it saves it. Ids start with `legacy-`.
 */

/** Products whose `time` and `date` predate the rules' shapes, and which have no thumbnails. */
export const legacyProducts = [
  {
    id: 'legacy-marmite-emaillee',
    kind: 'pot',
    palette: { primary: '#3f7d5a', secondary: '#f4f1e8', background: '#eef2f4' },
    views: 1,
    title: 'Marmite émaillée 6 L',
    price: 9500,
    category: 'Maison',
    sizes: [],
    colors: ['Vert'],
    description: 'Marmite en tôle émaillée, fond épais, anses isolées. Saisie par une ancienne version de la console.',
    /** No `time` at all, and the date as an ISO day. */
    legacy: { date: '2025-03-05' },
  },
  {
    id: 'legacy-sac-cuir-agadez',
    kind: 'handbag',
    palette: { primary: '#7a4a23', secondary: '#e9c98f', background: '#f7f1ea' },
    views: 2,
    title: 'Sac en cuir d’Agadez',
    price: 27500,
    category: 'Sacs',
    sizes: [],
    colors: ['Cognac'],
    description: 'Sac en cuir de chèvre tanné à Agadez, bandoulière réglable. Importé d’un ancien tableur.',
    /** `time` as milliseconds and the date written day first. */
    legacy: { time: Date.UTC(2025, 5, 12, 10), date: '12/06/2025' },
  },
];

/** Feedback stored before stampFeedbackListedAt existed: no `listedAt`. */
export const legacyFeedback = [
  {
    id: 'legacy-feedback-1',
    feedbackType: 'suggestion',
    message: 'Ajoutez un rappel quand un produit revient en stock.',
    daysAgo: 500,
  },
  {
    id: 'legacy-feedback-2',
    feedbackType: 'bug',
    message: "La première version plantait à l'ouverture des catégories.",
  },
];
