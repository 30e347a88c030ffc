import { posix } from 'node:path';

/** Fenced blocks and code spans, whose brackets are examples, not links. */
const code = /^```[^]*?^```|`[^`\n]*`/gm;
/** An inline link's target, `[text](target "title")`, or a reference definition's, `[label]: target`. */
const linkTarget = /\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)|^ {0,3}\[[^\]]+\]:\s*<?([^\s>]+)>?/gm;
/** A target with a scheme (`https:`, `mailto:`), from the site's root, or within the same page. */
const notAFile = /^(?:[a-z][a-z0-9+.-]*:|\/|#)/i;

/**
 * The relative links of one Markdown document (named from the repository's root) whose file is not
 * there, as `document: target`; `exists` is asked with each target's path from the root, anchor dropped.
 */
export const brokenLinks = (document, markdown, exists) =>
  [...markdown.replace(code, '').matchAll(linkTarget)]
    .map((match) => match[1] ?? match[2])
    .filter((target) => !notAFile.test(target))
    .filter((target) => !exists(posix.join(posix.dirname(document), decodeURI(target.replace(/#.*$/, '')))))
    .map((target) => `${document}: ${target}`);
