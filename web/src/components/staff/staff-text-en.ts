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
  '{count} actions not sent': '{count} action not sent',
  'Not sent yet: {count} actions. They go only once you log in again on this device. Log out anyway?':
    'Not sent yet: {count} action. It goes only once you log in again on this device. Log out anyway?',
  '{count} orders': '{count} order',
  '{count} units': '{count} unit',
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
