/** Times the offline parts show, on Niamey's clock whatever the phone's zone. */
export const shopClock = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', timeZone: 'Africa/Niamey' });
export const shopDayOfMonth = new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', timeZone: 'Africa/Niamey' });
