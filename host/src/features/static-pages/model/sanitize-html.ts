/**
 * A small allow-list HTML sanitizer for CMS pages (the host has no DOMPurify). The markup is parsed
 * into an inert <template> (no scripts run, no images load), then every element not on the list is
 * dropped with its content (script, style, iframe, form…) or unwrapped (unknown inline tags), and
 * every attribute not on the list is removed — so no event handlers, styles or javascript: URLs.
 */
const dropWithContent = new Set(['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'FORM', 'INPUT', 'BUTTON', 'TEXTAREA', 'SELECT', 'LINK', 'META', 'BASE', 'TEMPLATE', 'NOSCRIPT', 'SVG', 'MATH', 'FRAME', 'FRAMESET']);
const allowedTags = new Set([
  'P', 'BR', 'HR', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'STRONG', 'B', 'EM', 'I', 'U', 'S', 'SMALL', 'SUB', 'SUP', 'MARK',
  'BLOCKQUOTE', 'PRE', 'CODE', 'UL', 'OL', 'LI', 'DL', 'DT', 'DD', 'A', 'IMG', 'TABLE', 'THEAD', 'TBODY', 'TFOOT', 'TR',
  'TH', 'TD', 'CAPTION', 'SPAN', 'DIV', 'SECTION', 'ARTICLE', 'FIGURE', 'FIGCAPTION',
]);
const allowedAttributes: Record<string, readonly string[]> = {
  A: ['href', 'title'],
  IMG: ['src', 'alt', 'title', 'width', 'height'],
  TD: ['colspan', 'rowspan'],
  TH: ['colspan', 'rowspan', 'scope'],
  OL: ['start'],
};

/** http(s), mailto, tel, same-site relative paths and fragments only. */
export function isSafeUrl(value: string): boolean {
  const url = value.trim();
  if (/^(#|\/(?!\/)|\.\.?\/)/.test(url)) return true;
  return /^(https?:|mailto:|tel:)/i.test(url);
}

function clean(node: ParentNode): void {
  for (const child of [...node.children]) {
    if (dropWithContent.has(child.tagName.toUpperCase())) {
      child.remove();
      continue;
    }
    clean(child);
    const tag = child.tagName.toUpperCase();
    if (!allowedTags.has(tag)) {
      child.replaceWith(...child.childNodes);
      continue;
    }
    const keep = allowedAttributes[tag] ?? [];
    for (const attr of [...child.attributes]) {
      const name = attr.name.toLowerCase();
      if (!keep.includes(name) || ((name === 'href' || name === 'src') && !isSafeUrl(attr.value))) child.removeAttribute(attr.name);
    }
    if (tag === 'A' && child.getAttribute('href') && /^https?:/i.test(child.getAttribute('href') ?? '')) {
      child.setAttribute('target', '_blank');
      child.setAttribute('rel', 'noopener noreferrer');
    }
  }
  // Comments can hide conditional markup; drop them too.
  for (const child of [...node.childNodes]) if (child.nodeType === 8) child.remove();
}

/** Returns HTML safe to put into the page with `dangerouslySetInnerHTML`. */
export function sanitizeHtml(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  clean(template.content);
  return template.innerHTML;
}
