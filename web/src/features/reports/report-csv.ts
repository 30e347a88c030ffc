import { excelCsv, excelDay } from '../../lib/excel-csv';
import type { VariantSales } from '@kasuwa/contract/sales';
import type { SalesReport } from './sales-report';

/** The French names of the payments and channels. */
const paymentNames: Record<string, string> = { cash: 'Espèces', 'mobile-money': 'Mobile Money', unpaid: 'Pas encore payé' };
const channelNames: Record<string, string> = { app: 'Application', phone: 'Téléphone', whatsapp: 'WhatsApp', web: 'Site web' };

/**
 * The report as one CSV for French Excel, in French: the sales of each day beside the previous
 * period's, then the best sellers of each month the period touches, zones, payments, channels, staff
 * and hours, each table under its title with a blank row between. Amounts in F CFA, whole numbers.
 */
export function reportCsv(report: SalesReport, sellers: readonly { month: string; variants: readonly VariantSales[] }[]): string {
  const rows: (string | number)[][] = [
    [`Ventes du ${excelDay(report.period.from)} au ${excelDay(report.period.to)}`],
    ['Jour', 'Commandes', 'Articles', 'Ventes F CFA', 'Jour précédent comparé', 'Ventes F CFA (période précédente)'],
    ...report.days.map((day, index) => {
      const previous = report.previousDays[index];
      return [
        excelDay(day.day),
        day.orders,
        day.units,
        day.amount,
        previous ? excelDay(previous.day) : '',
        previous?.amount ?? 0,
      ];
    }),
    ['Total', report.totals.orders, report.totals.units, report.totals.amount, '', report.previousTotals.amount],
    ['Annulées', report.totals.cancelled.orders, '', -report.totals.cancelled.amount],
    ['Remboursements', report.totals.refunded.orders, '', -report.totals.refunded.amount],
    ['Frais de livraison', '', '', report.totals.deliveryFees],
    [],
    ...sellers.flatMap(({ month, variants }) => [
      [`Meilleures ventes de ${month.slice(5, 7)}/${month.slice(0, 4)}`],
      ['Produit', 'Taille', 'Couleur', 'Articles', 'Ventes F CFA'],
      ...variants.map((variant) => [variant.title, variant.size ?? '', variant.color ?? '', variant.units, variant.amount]),
      [],
    ]),
    ['Zones'],
    ['Zone', 'Commandes', 'Ventes F CFA'],
    ...report.zones.map((zone) => [zone.name || 'Sans zone', zone.orders, zone.amount]),
    [],
    ['Paiements'],
    ['Paiement', 'Commandes', 'Ventes F CFA'],
    ...report.payments.map((payment) => [paymentNames[payment.key] ?? payment.key, payment.orders, payment.amount]),
    [],
    ['Canaux'],
    ['Canal', 'Commandes', 'Ventes F CFA'],
    ...report.channels.map((channel) => [channelNames[channel.key] ?? channel.key, channel.orders, channel.amount]),
    [],
    ['Équipe'],
    ['Membre', 'Commandes prises', 'Prises F CFA', 'Commandes livrées', 'Livrées F CFA'],
    ...report.staff.map((member) => [
      member.email,
      member.took.orders,
      member.took.amount,
      member.delivered.orders,
      member.delivered.amount,
    ]),
    [],
    ['Heures'],
    ['Heure', 'Commandes passées', 'F CFA'],
    ...report.hours.map((hour) => [`${hour.key} h`, hour.orders, hour.amount]),
  ];
  return excelCsv(rows);
}
