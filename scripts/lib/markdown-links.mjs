import { posix } from 'node:path';

/** Fenced blocks and code spans, whose brackets are examples, not links. */
const code = /^```[^]*?^```|`[^`\n]*`/gm;
/** An inline link's target, `[text](target "title")`, or a reference definition's, `[label]: target`. */
const linkTarget = /\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)|^ {0,3}\[[^\]]+\]:\s*<?([^\s>]+)>?/gm;
/** A target with a scheme (`https:`, `mailto:`), from the site's root, or within the same page. */
const notAFile = /^(?:[a-z][a-z0-9+.-]*:|\/|#)/i;

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens. */
const headingAnchor = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

/** The anchors a Markdown file offers: its headings' and the `id`s of its HTML elements. */
const anchorsOf = (markdown) =>
  new Set([
    ...[...markdown.replace(code, '').matchAll(/^#{1,6} (.+)$/gm)].map((match) => headingAnchor(match[1])),
    ...[...markdown.matchAll(/\bid="([^"]+)"/g)].map((match) => match[1]),
  ]);

/**
 * The relative links of one Markdown document (named from the repository's root) whose file is not
 * there, or whose anchor a Markdown file does not offer, as `document: target`. `read` is asked with
 * each target's path from the root and answers its text, or null when there is no such file (a folder
 * answers '').
 */
export const brokenLinks = (document, markdown, read) =>
  [...markdown.replace(code, '').matchAll(linkTarget)]
    .map((match) => match[1] ?? match[2])
    .filter((target) => !notAFile.test(target))
    .filter((target) => {
      const [file, anchor] = target.split('#');
      const text = read(posix.join(posix.dirname(document), decodeURI(file)));
      if (text === null) return true;
      return anchor !== undefined && file.endsWith('.md') && !anchorsOf(text).has(decodeURI(anchor));
    })
    .map((target) => `${document}: ${target}`);
