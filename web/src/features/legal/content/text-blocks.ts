/** Joins blocks with a blank line: each block is a paragraph or a list (see policy-page.tsx). */
export const paragraphs = (...blocks: string[]): string => blocks.join('\n\n');

/** One list item per line, as the legal page renders them. */
export const list = (...entries: string[]): string => entries.map((entry) => `- ${entry}`).join('\n');
