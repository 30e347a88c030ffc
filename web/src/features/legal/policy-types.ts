/** A legal page rendered from data: sections in order, each with items of a subtitle and text. */
export interface PolicyItem {
  subtitle: string;
  /** Paragraphs; a line starting with "- " is a list item. */
  text: string;
}

export interface PolicySection {
  id: string;
  title: string;
  items: PolicyItem[];
}

export interface PolicyDocument {
  title: string;
  /** ISO date of the last change, shown as "Dernière mise à jour". */
  updated: string;
  sections: PolicySection[];
}
