import sanitizeHtml from 'sanitize-html';

/**
 * Rich text the vendor writes (an announcement's content): the one allowlist of tags, attributes and link schemes,
 * applied by the back office before it sends the text and by the API, which stores only text this leaves unchanged.
 * Scripts, styles, event handlers, frames and `javascript:` links never pass; images and links keep http(s) addresses
 * (links also mailto), tables and the editor's marks stay.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'h1', 'h2', 'h3', 'h4', 'blockquote', 'pre', 'code', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'mark',
    'sub', 'sup', 'ul', 'ol', 'li', 'a', 'img', 'hr', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'span',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    p: ['style'],
    h1: ['style'],
    h2: ['style'],
    h3: ['style'],
    h4: ['style'],
  },
  allowedStyles: { '*': { 'text-align': [/^(left|right|center|justify)$/] } },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // a link that opens elsewhere cannot reach back to the portal's window
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

const once = (html: string): string => sanitizeHtml(html, options);

/**
 * The text with everything outside the allowlist removed, passed again until a pass changes nothing (a removal can
 * leave text that another pass would still write differently), so the API finds it unchanged.
 */
export const sanitizeRichText = (html: string): string => {
  let current = html;
  for (let pass = 0; pass < 5; pass++) {
    const next = once(current);
    if (next === current) return next;
    current = next;
  }
  return current;
};

/** Whether the text is already as the allowlist leaves it (what the API stores). */
export const isSanitizedRichText = (html: string): boolean => once(html) === html;
