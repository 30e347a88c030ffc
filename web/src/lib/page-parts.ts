/**
 * The parts of a pre-rendered public page its script fills, declared once beside the page's TSX:
 * each part's name and the element it is. The TSX marks each with `partOf`, the script finds them all
 * with `findParts`, so a part renamed or retyped on one side fails the page's unit test, not a phone.
 */
export type PartTags = Readonly<Record<string, keyof HTMLElementTagNameMap | keyof SVGElementTagNameMap>>;

/** The element a tag names: HTML first ('a' is both), else SVG (the download page's QR code is an `svg`). */
type ElementOf<Tag> = Tag extends keyof HTMLElementTagNameMap
  ? HTMLElementTagNameMap[Tag]
  : Tag extends keyof SVGElementTagNameMap
    ? SVGElementTagNameMap[Tag]
    : never;

export type Parts<Tags extends PartTags> = { [Name in keyof Tags]: ElementOf<Tags[Name]> };

/** The attribute that marks part `name` in the page's markup: `<p {...partOf(cartParts, 'loading')}>`. */
export const partOf = <Tags extends PartTags>(_parts: Tags, name: keyof Tags & string) => ({ 'data-part': name });

/** Every part under `root`, each the element its declaration says; null when one is missing or another element. */
export function findParts<Tags extends PartTags>(root: ParentNode, parts: Tags): Parts<Tags> | null {
  const found: Record<string, Element> = {};
  for (const [name, tag] of Object.entries(parts)) {
    const element = root.querySelector(`[data-part="${name}"]`);
    if (element?.localName !== tag) return null;
    found[name] = element;
  }
  return found as Parts<Tags>;
}
