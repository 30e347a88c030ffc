/** Placeholder: replaced by the feature's page. */
export default function Placeholder() {
  return <p>shop-users/shop-users-page</p>;
}
