/** Placeholder: replaced by the feature's page. */
export default function Placeholder() {
  return <p>products/edit-product-page</p>;
}
