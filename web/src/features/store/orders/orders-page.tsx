/** Placeholder: replaced by the feature's page. */
export default function Placeholder() {
  return <p>orders/orders-page</p>;
}
