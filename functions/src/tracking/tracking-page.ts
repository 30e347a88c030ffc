import { brand, generalContact } from '@kasuwa/contract/brand';
import { htmlDocument } from '@kasuwa/contract/html-document';
import { formatXof } from '@kasuwa/contract/money';
import { orderNumberLabel } from '@kasuwa/contract/order-numbers';

/** An order's view as the page reads it (tracking/{token}). */
export interface ShownTracking {
  number: number | null;
  status: string;
  steps: { status: string; at: Date }[];
  /** None for a view written before views had lines. */
  lines: { title: string; variant: string | null; quantity: number; amount: number }[];
  deliveryFee: number | null;
  total: number;
  due: number;
  riderName: string | null;
}

/** Each status as the customer reads it, in French. */
const stepNames: Record<string, string> = {
  new: 'Commande reçue',
  confirmed: 'Commande confirmée',
  outForDelivery: 'En route',
  deliveryFailed: 'Livraison manquée',
  delivered: 'Livrée',
  cancelled: 'Annulée',
};

const niameyTime = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Africa/Niamey',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
});

const escaped = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const shopPhone = generalContact.phone;
const shopTel = `tel:${shopPhone.replace(/\s/g, '')}`;

// Small, and inline: the page is one request, and it is read on a low-end phone over costly data.
const style = `body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1d2433;background:#f3f5f8}
main{max-width:30rem;margin:0 auto;padding:1rem}h1{font-size:1.375rem;margin:.5rem 0 1rem}
ol{list-style:none;margin:0 0 1rem;padding:0}li{background:#fff;border:1px solid #dde2ea;border-radius:6px;padding:.5rem .75rem;margin-bottom:.5rem}
li:last-child{border-color:#0b6e4f;border-width:2px}time{display:block;color:#4a5366;font-size:.875rem}
.due{font-size:1.125rem;font-weight:700}a.call{display:inline-block;background:#0b6e4f;color:#fff;border-radius:6px;padding:.625rem 1rem;text-decoration:none;font-weight:700}
footer{margin-top:1.5rem;color:#4a5366;font-size:.875rem}`;

/** The lines' table: only an order's page has one. */
const linesStyle = `h2{font-size:1.125rem;margin:1.5rem 0 .5rem}table{width:100%;border-collapse:collapse;background:#fff;border:1px solid #dde2ea}
td,th{padding:.375rem .5rem;border-top:1px solid #dde2ea;text-align:left;vertical-align:top}td+td{text-align:right;white-space:nowrap}
small{display:block;color:#4a5366}`;

function page(title: string, body: string, moreStyle = ''): string {
  return htmlDocument({
    lang: 'fr',
    head: [
      '<meta name="robots" content="noindex">',
      `<title>${escaped(title)} — ${escaped(brand.name)}</title>`,
      `<style>${style}${moreStyle}</style>`,
    ],
    body: `<main>
${body}
<footer>${escaped(brand.name)} · Service client : <a href="${shopTel}">${escaped(shopPhone)}</a></footer>
</main>`,
  });
}

const money = (amount: number) => escaped(formatXof(amount));

/** The order's lines, its delivery fee and its total; nothing for a view that has no lines. */
function linesHtml({ lines, deliveryFee, total }: ShownTracking): string {
  if (lines.length === 0) return '';
  const rows = lines.map(
    (line) =>
      `<tr><td>${line.quantity} × ${escaped(line.title || 'Article')}${line.variant ? `<small>${escaped(line.variant)}</small>` : ''}</td><td>${money(line.amount)}</td></tr>`,
  );
  const fee = deliveryFee === null ? '' : `<tr><td>Livraison</td><td>${money(deliveryFee)}</td></tr>\n`;
  return `<h2 id="articles">Vos articles</h2>
<table aria-labelledby="articles">
<tbody>
${rows.join('\n')}
</tbody>
<tfoot>
${fee}<tr><th scope="row">Total</th><td>${money(total)}</td></tr>
</tfoot>
</table>`;
}

/**
 * An order's page: its number, its steps with their times in Niamey, what is left to pay, who brings it,
 * and its lines with their F CFA.
 */
export function trackingHtml(view: ShownTracking): string {
  const title = `Commande ${view.number === null ? '' : orderNumberLabel(view.number)}`.trim();
  const steps = view.steps
    .map(
      (step) =>
        `<li>${escaped(stepNames[step.status] ?? step.status)}<time datetime="${step.at.toISOString()}">${escaped(niameyTime.format(step.at))}</time></li>`,
    )
    .join('\n');
  const due =
    view.status === 'cancelled'
      ? '<p>Cette commande a été annulée : vous n’avez rien à payer.</p>'
      : view.due > 0
        ? `<p class="due">À payer à la livraison : ${money(view.due)}</p>`
        : '<p class="due">Payée.</p>';
  const rider =
    view.status === 'outForDelivery'
      ? `<p>${view.riderName ? `${escaped(view.riderName)} vous apporte votre commande.` : 'Votre commande est en route.'}</p>
<p><a class="call" href="${shopTel}">Appeler la boutique</a></p>`
      : '';
  const lines = linesHtml(view);
  return page(title, `<h1>${escaped(title)}</h1>\n<ol>\n${steps}\n</ol>\n${due}\n${rider}\n${lines}`, lines && `\n${linesStyle}`);
}

/** A link that names no order, or no longer does. */
export const unknownLinkHtml = () =>
  page(
    'Lien de suivi introuvable',
    `<h1>Ce lien de suivi ne marche pas</h1>
<p>Il est incomplet, ou il a expiré : un lien sert jusqu’à une semaine après la livraison.</p>
<p><a class="call" href="${shopTel}">Appeler la boutique : ${escaped(shopPhone)}</a></p>`,
  );

/** Too many links tried from one network: a script guessing tokens, or a very busy café. */
export const tooManyHtml = () =>
  page(
    'Trop de tentatives',
    `<h1>Trop de tentatives</h1>
<p>Réessayez dans une minute, ou appelez la boutique.</p>
<p><a class="call" href="${shopTel}">Appeler la boutique : ${escaped(shopPhone)}</a></p>`,
  );
