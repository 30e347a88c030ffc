/**
 * The integration files that run one at a time, after the others have run two at a time. Each one
 * touches what every file shares: the whole database or Auth, the triggers, the shop's settings, its
 * order counter, or one address's budgets. Another file beside it would see its changes or spend its
 * budget. A new file runs beside the others unless it is added here.
 */
module.exports = {
  'backup-drill.test.ts': 'wipes every document and account, then brings them back',
  'migrate.test.ts': 'pauses the triggers while it writes legacy documents',
  'year-data.test.ts': 'pauses the triggers while it loads a year of orders',
  'trigger-pause.test.ts': 'pauses the triggers, and reads which function workers are running',
  'order-holds.test.ts': "changes the shop's hold settings, and checks the order counter did not move",
  'order-holds-opening-hours.test.ts': "sets the shop's opening hours to closed now, and spends the web's budget of the hour",
  'orders.test.ts': 'checks that orders placed at once take numbers one after another',
  'staff-roles.test.ts': 'takes the admin role from every other admin for a moment, the seeded one too',
  'set-email-verified.test.ts': "spends the whole budget of calls of the test's address",
  'budgets.test.ts': 'floods the budgets of error reports and referral hits per address',
  'seed.test.ts': 'reads the seeded documents as the seed wrote them',
  'web-orders.test.ts': "sets the shop's bounds on web orders and spends the web's budget of the hour for every caller",
};
