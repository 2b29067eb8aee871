import sanitizeHtml from 'sanitize-html';

/** The markup a help page may carry: headings, paragraphs, lists, emphasis and links. */
const HELP_HTML_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'h4', 'p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'a'],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
  },
};

/**
 * Help pages are shown as HTML in the browser: anything beyond the allowed markup (scripts,
 * event handlers, styles, javascript: links) is removed, whoever wrote it.
 */
export function sanitizeHelpHtml(html: string): string {
  return sanitizeHtml(html, HELP_HTML_OPTIONS).trim();
}
