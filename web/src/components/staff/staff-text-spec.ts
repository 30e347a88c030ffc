/**
 * The spec's English staff texts: they stay word for word in a French console, so they have no French
 * (staff-language.test.tsx checks none is in the French catalogue).
 */
export const specEnglishTexts = [
  'Please select images first!',
  'Please fill all fields',
  'Product added successfully',
  'Failed to add product',
  'Product Updated successfully',
  'Product Deleted successfully',
  'Signin Failed',
  'Access denied: Invalid role',
  'No user profile found',
  'Signin Successfully',
  'Failed to load feedback',
  'Failed to delete feedback',
  'Feedback deleted',
  'Logged out',
  'You are not logged in.',
  'Delete this feedback?',
  'Anon',
  'None',
  'No Page Found',
  'User',
  'Type',
  'Message',
  'Screenshot',
  'Action',
  'All',
  'Bug',
  'Suggestion',
  'Rating',
] as const;

/**
 * Spec words whose English is already an id with French elsewhere (the store's "Delete" is
 * "Supprimer"): an id of their own, shown as the spec's words in every language.
 */
export const specEnglishWording: Readonly<Record<'Delete (feedback)', string>> = { 'Delete (feedback)': 'Delete' };

export type SpecEnglishText = (typeof specEnglishTexts)[number] | keyof typeof specEnglishWording;
