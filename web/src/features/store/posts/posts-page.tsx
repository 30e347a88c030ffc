/** Placeholder: replaced by the feature's page. */
export default function Placeholder() {
  return <p>posts/posts-page</p>;
}
