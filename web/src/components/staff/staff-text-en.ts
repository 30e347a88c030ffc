/**
 * A text's forms by the plural rule of its `{count}` (`Intl.PluralRules`): French says "0 produit"
 * and "1 produit" where English says "0 products" and "1 product", so each language chooses its own.
 */
export type TextForms = string | { one: string; other: string };

/** The English forms of the texts whose words follow `{count}`; every other English text is its id. */
export const englishPlurals: Readonly<Record<string, TextForms>> = {
  '{count} products': { one: '{count} product', other: '{count} products' },
  '{count} actions not sent': { one: '{count} action not sent', other: '{count} actions not sent' },
  'Not sent yet: {count} actions. They go only once you log in again on this device. Log out anyway?': {
    one: 'Not sent yet: {count} action. It goes only once you log in again on this device. Log out anyway?',
    other: 'Not sent yet: {count} actions. They go only once you log in again on this device. Log out anyway?',
  },
  '{count} orders': { one: '{count} order', other: '{count} orders' },
  '{count} units': { one: '{count} unit', other: '{count} units' },
  '{count} accounts ordered with this number: check who is calling before trusting one.': {
    one: '{count} account ordered with this number: check who is calling before trusting it.',
    other: '{count} accounts ordered with this number: check who is calling before trusting one.',
  },
  '{count} stops put in the run of today of {rider}': {
    one: '{count} stop put in the run of today of {rider}',
    other: '{count} stops put in the run of today of {rider}',
  },
  '{count} cash payments held: {amount}': {
    one: '{count} cash payment held: {amount}',
    other: '{count} cash payments held: {amount}',
  },
  'less {count} cash refunds paid out: {amount}': {
    one: 'less {count} cash refund paid out: {amount}',
    other: 'less {count} cash refunds paid out: {amount}',
  },
  '{count} cash payments held: {amount} expected': {
    one: '{count} cash payment held: {amount} expected',
    other: '{count} cash payments held: {amount} expected',
  },
  '{count} users': { one: '{count} user', other: '{count} users' },
  'Corrections of payments ({count})': { one: 'Correction of a payment ({count})', other: 'Corrections of payments ({count})' },
  '{count} campaigns': { one: '{count} campaign', other: '{count} campaigns' },
  '{count} orders linked to {name}': { one: '{count} order linked to {name}', other: '{count} orders linked to {name}' },
  '{count} orders so far': { one: '{count} order so far', other: '{count} orders so far' },
  '{count} orders, to collect in all': { one: '{count} order, to collect in all', other: '{count} orders, to collect in all' },
  'Put the {count} orders in the run, in this order': {
    one: 'Put {count} order in the run',
    other: 'Put the {count} orders in the run, in this order',
  },
  '{count} orders in the run of {rider}': {
    one: '{count} order in the run of {rider}',
    other: '{count} orders in the run of {rider}',
  },
  '{amount} for {count} orders, since': { one: '{amount} for {count} order, since', other: '{amount} for {count} orders, since' },
  '{amount} received for {count} orders': {
    one: '{amount} received for {count} order',
    other: '{amount} received for {count} orders',
  },
  '{day}: {count} stops, {amount} to collect': {
    one: '{day}: {count} stop, {amount} to collect',
    other: '{day}: {count} stops, {amount} to collect',
  },
  'Your staff access was removed: this device’s copy of the shop’s data was erased. {count} actions not sent were dropped.': {
    one: 'Your staff access was removed: this device’s copy of the shop’s data was erased. {count} action not sent was dropped.',
    other:
      'Your staff access was removed: this device’s copy of the shop’s data was erased. {count} actions not sent were dropped.',
  },
};
