/**
 * A text's forms by the plural rule of its `{count}` (`Intl.PluralRules`): French says "0 produit"
 * and "1 produit" where English says "0 products" and "1 product", so each language chooses its own.
 */
export type TextForms = string | { one: string; other: string };

/**
 * The English of one, for the texts whose words follow `{count}`: the id itself is the form of every
 * other count ("{count} products"). Every other English text is its id.
 */
const englishSingulars: Readonly<Record<string, string>> = {
  '{count} products': '{count} product',
  'Saved {done} of {count} steps': 'Saved {done} of {count} step',
  '{count} products written': '{count} product written',
  '{count} products with their stock set': '{count} product with its stock set',
  '{count} new products': '{count} new product',
  '{count} new variants': '{count} new variant',
  '{count} rows changed': '{count} row changed',
  '{count} rows unchanged': '{count} row unchanged',
  '{count} rows refused': '{count} row refused',
  '{count} documents read to check the file': '{count} document read to check the file',
  '{count} actions not sent': '{count} action not sent',
  'Not sent yet: {count} actions. They go only once you log in again on this device. Log out anyway?':
    'Not sent yet: {count} action. It goes only once you log in again on this device. Log out anyway?',
  '{count} orders': '{count} order',
  '{count} units': '{count} unit',
  '{count} units held': '{count} unit held',
  'Edit the exported file and choose it here: nothing is saved before you see what changes. Leave the ID empty to add a product; images stay as they are. {count} rows at most.':
    'Edit the exported file and choose it here: nothing is saved before you see what changes. Leave the ID empty to add a product; images stay as they are. {count} row at most.',
  'The file has more than {count} rows: import it in parts of {count} rows at most.':
    'The file has more than {count} row: import it in parts of {count} row at most.',
  'A title is needed, of at most {count} characters.': 'A title is needed, of at most {count} character.',
  'A category is needed, of at most {count} characters.': 'A category is needed, of at most {count} character.',
  'A description is needed, of at most {count} characters.': 'A description is needed, of at most {count} character.',
  'A product has at most {count} sizes and {count} colours, each of at most {length} characters.':
    'A product has at most {count} size and {count} colour, each of at most {length} characters.',
  '{count} times': '{count} time',
  'At most {count} characters.': 'At most {count} character.',
  'At most {count} values.': 'At most {count} value.',
  'An order has at most {count} lines.': 'An order has at most {count} line.',
  'Low-stock alert now at {count} units or fewer': 'Low-stock alert now at {count} unit or fewer',
  'A zone name has at most {count} characters.': 'A zone name has at most {count} character.',
  'Holds {count} units until {time} ({left} left): confirm the order to keep them.':
    'Holds {count} unit until {time} ({left} left): confirm the order to keep it.',
  '{count} accounts ordered with this number: check who is calling before trusting one.':
    '{count} account ordered with this number: check who is calling before trusting it.',
  '{count} stops put in the run of today of {rider}': '{count} stop put in the run of today of {rider}',
  '{count} cash payments held: {amount}': '{count} cash payment held: {amount}',
  'less {count} cash refunds paid out: {amount}': 'less {count} cash refund paid out: {amount}',
  '{count} cash payments held: {amount} expected': '{count} cash payment held: {amount} expected',
  '{count} users': '{count} user',
  'Corrections of payments ({count})': 'Correction of a payment ({count})',
  '{count} campaigns': '{count} campaign',
  '{count} orders linked to {name}': '{count} order linked to {name}',
  '{count} orders so far': '{count} order so far',
  '{count} orders, to collect in all': '{count} order, to collect in all',
  'Put the {count} orders in the run, in this order': 'Put {count} order in the run',
  '{count} orders in the run of {rider}': '{count} order in the run of {rider}',
  '{amount} for {count} orders, since': '{amount} for {count} order, since',
  '{amount} received for {count} orders': '{amount} received for {count} order',
  '{day}: {count} stops, {amount} to collect': '{day}: {count} stop, {amount} to collect',
  'Your staff access was removed: this device’s copy of the shop’s data was erased. {count} actions not sent were dropped.':
    'Your staff access was removed: this device’s copy of the shop’s data was erased. {count} action not sent was dropped.',
  '{count} orders to confirm': '{count} order to confirm',
  '{count} orders out for delivery': '{count} order out for delivery',
  '{count} failed deliveries': '{count} failed delivery',
  '{count} variants low or sold out': '{count} variant low or sold out',
  '{amount} net, {count} orders': '{amount} net, {count} order',
  '{name}: {amount} for {count} orders': '{name}: {amount} for {count} order',
  'Your cash in hand: {amount} for {count} orders': 'Your cash in hand: {amount} for {count} order',
  '{count} stops left': '{count} stop left',
};

/** A text's English forms: its singular and its id when it has a singular, else its id for every count. */
export const englishForms = (id: string): TextForms => {
  const one = englishSingulars[id];
  return one === undefined ? id : { one, other: id };
};
