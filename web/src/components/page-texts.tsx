import type { TextSet } from '../lib/page-texts';

type Props = { texts: TextSet | Readonly<Record<string, TextSet>> } & Record<`data-${string}`, string>;

/**
 * The texts a public page's script shows, written into the page at pre-render as JSON the browser does
 * not run (lib/page-texts.ts). `<` is escaped so no text can close the element.
 */
export function PageTexts({ texts, ...marker }: Props) {
  const json = JSON.stringify(texts).replace(/</g, '\\u003c');
  return <script type="application/json" {...marker} dangerouslySetInnerHTML={{ __html: json }} />;
}
