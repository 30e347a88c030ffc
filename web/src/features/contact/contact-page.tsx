import { brand } from '@kasuwa/contract/brand';
import { telHref, whatsAppHref } from '../../lib/phone-links';

export function ContactPage() {
  return (
    <>
      <h1>Contact</h1>
      <p className="lead">Nos représentants vous répondent par téléphone et sur WhatsApp, du lundi au samedi.</p>
      <ul className="card-grid contact-list">
        {brand.contacts.map((contact) => (
          <li key={contact.address} className="card contact">
            <h2 className="contact__zone">{contact.address}</h2>
            <p className="contact__name">{contact.name}</p>
            <p>
              <a href={telHref(contact.phone)} className="contact__phone">
                {contact.phone}
              </a>
            </p>
            <a
              href={whatsAppHref(contact.phone)}
              target="_blank"
              rel="noopener"
              className="button button--whatsapp"
              aria-label={`Écrire à ${contact.name} sur WhatsApp (nouvel onglet)`}
            >
              WhatsApp
            </a>
          </li>
        ))}
      </ul>
      <p>
        Par e-mail : <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>
      </p>
    </>
  );
}
