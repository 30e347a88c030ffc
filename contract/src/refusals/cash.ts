/** closeCashDay, adjustCashClose and receiveCash. */
export const cashRefusals = {
  'not-own-cash': 'You close your own cash; the owner or the manager closes someone else’s.',
  'closed-already':
    'This cash was closed today already. A correction is an adjustment of that close; cash received since is closed tomorrow.',
  'cash-changed': 'The cash held changed meanwhile: {expected} is expected now. Count again; nothing was closed.',
  'too-many-held': 'More than {max} cash payments are held: hand some over first; nothing was closed.',
  'adjust-not-allowed': 'Only the owner or the manager may adjust a close.',
  'no-close': 'There is no such close to adjust.',
  'another-adjustment': 'This adjustment was recorded with another close, amount or note.',
  'from-oneself': 'Cash is received from someone else: you hold it already.',
  'not-held': 'Order {order} is not a cash payment this person holds: leave it out. Nothing was recorded.',
  'wrong-amount':
    'These orders come to {expected}: count the cash again, or leave out the orders not handed over. Nothing was recorded.',
  'another-hand-over': 'This hand-over was recorded with other orders or another amount.',
} as const;
