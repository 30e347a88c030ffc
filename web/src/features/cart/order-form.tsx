import { orderLimits, personLimits } from '@kasuwa/contract/limits';
import { partOf } from '../../lib/page-parts';
import { orderParts } from './cart-parts';

/**
 * The order form's own fields, the confirmation of an order placed and "Mes commandes" on /panier
 * (cart-page.tsx places them). order-form-script.ts fills and sends them; the fields' messages are
 * `<id>-message`, which the script writes.
 */
const part = (name: keyof typeof orderParts) => partOf(orderParts, name);

function Field({ id, label, hint, children }: { id: string; label: string; hint?: string; children: React.ReactNode }) {
  return (
    <div className="order-field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="order-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {children}
      <p className="order-field__message" id={`${id}-message`} />
    </div>
  );
}

const described = (id: string, hint = false) => ({
  id,
  className: 'field-control',
  'aria-describedby': hint ? `${id}-hint ${id}-message` : `${id}-message`,
});

/** A one-line field the order needs, named as the request names it (`order-<name>`, the part `<name>`). */
function RequiredInput({
  name,
  label,
  hint,
  ...input
}: { name: 'name' | 'phone' | 'address'; label: string; hint?: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  const id = `order-${name}`;
  return (
    <Field id={id} label={label} hint={hint}>
      <input {...described(id, hint !== undefined)} {...part(name)} name={name} required {...input} />
    </Field>
  );
}

export function OrderFields() {
  return (
    <>
      <RequiredInput name="name" label="Votre nom" autoComplete="name" maxLength={personLimits.nameLength} />
      <RequiredInput
        name="phone"
        label="Téléphone"
        hint="8 chiffres, avec ou sans +227 : la boutique vous appelle pour confirmer."
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={24}
      />
      <RequiredInput
        name="address"
        label="Adresse ou repère"
        hint="Par exemple : près de la mosquée de Wadata, portail bleu."
        autoComplete="street-address"
        maxLength={personLimits.addressLength}
      />
      <Field id="order-note" label="Note pour la livraison (facultatif)">
        <textarea
          {...described('order-note')}
          {...part('note')}
          name="note"
          rows={2}
          maxLength={orderLimits.deliveryNoteLength}
        />
      </Field>
      {/* People never see this field; a form robot fills it and is told the shop cannot take the order now. */}
      <div className="order-trap" aria-hidden="true">
        <label htmlFor="order-website">Site web</label>
        <input id="order-website" {...part('website')} name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </>
  );
}

export function OrderConfirmation() {
  return (
    <section className="order-confirmation" aria-labelledby="order-confirmation-title" {...part('confirmation')} hidden>
      <h2 id="order-confirmation-title" tabIndex={-1} {...part('confirmTitle')}>
        Commande reçue
      </h2>
      <ul className="order-confirmation__lines" aria-label="Articles commandés" {...part('confirmLines')} />
      <p>La boutique vous appelle pour confirmer ; paiement à la livraison ou par Mobile Money.</p>
      <p>
        <a className="button" {...part('confirmTrack')} href="/suivi">
          Suivre ma commande
        </a>
      </p>
      <p>
        <a className="button button--whatsapp" target="_blank" rel="noopener" {...part('confirmChat')} href="/">
          Écrire à la boutique sur WhatsApp<span className="visually-hidden"> (nouvel onglet)</span>
        </a>
      </p>
    </section>
  );
}

export function MyOrders() {
  return (
    <section className="my-orders" aria-labelledby="my-orders-title" {...part('myOrders')} hidden>
      <h2 id="my-orders-title">Mes commandes</h2>
      <p>Les commandes passées depuis ce téléphone.</p>
      <ul className="my-orders__list" aria-labelledby="my-orders-title" {...part('myOrdersList')} />
    </section>
  );
}
