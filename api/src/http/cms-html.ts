import sanitizeHtml from 'sanitize-html';

/**
 * What CMS HTML may keep (content pages, promotion and bonus descriptions): text formatting, lists,
 * headings, tables, links and images. No scripts, frames, forms, styles, event handlers or classes;
 * links and images only to http(s), mailto (links) or relative URLs. The browser sanitises again
 * (shared/src/sanitize, DOMPurify) with the same intent.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'pre',
    'code',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'mark',
    'span',
    'div',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { a: ['http', 'https', 'mailto'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Script and style bodies go with their tags, never shown as text.
  disallowedTagsMode: 'discard',
  transformTags: {
    // External links open in a new tab without a handle on the site (as the browser's sanitiser does).
    a: (tagName, attribs) => {
      const external = /^https?:/i.test(attribs.href ?? '');
      const { target: _target, rel: _rel, ...rest } = attribs;
      return {
        tagName,
        attribs: external ? { ...rest, target: '_blank', rel: 'noopener noreferrer' } : rest,
      };
    },
  },
};

const cache = new Map<string, string>();
const CACHE_MAX = 500;

/**
 * CMS HTML as the API may serve it (see OPTIONS). The same texts are served again and again, so
 * results are kept (a bounded cache, cleared when full).
 */
export function cleanHtml(html: string): string {
  const hit = cache.get(html);
  if (hit !== undefined) return hit;
  const clean = sanitizeHtml(html, OPTIONS);
  if (cache.size >= CACHE_MAX) cache.clear();
  cache.set(html, clean);
  return clean;
}
