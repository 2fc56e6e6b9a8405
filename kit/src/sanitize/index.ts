import DOMPurify from 'dompurify';

let hooked = false;

/**
 * CMS HTML (promotion descriptions, content pages): keep formatting, drop scripts, event handlers,
 * javascript: URLs, forms, frames and styles; external links open in a new tab without access to this page.
 * Its own subpath so DOMPurify loads only with the pages that render CMS HTML.
 */
export function sanitizeHtml(html: string): string {
  if (!hooked) {
    hooked = true;
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      // External links open in a new tab; site links (/pages/2) stay in the page.
      if (node.tagName === 'A' && /^https?:/i.test(node.getAttribute('href') ?? '')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
  }
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [
      'style',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'iframe',
      'object',
      'embed',
      'svg',
      'math',
    ],
    FORBID_ATTR: ['style'],
  });
}
