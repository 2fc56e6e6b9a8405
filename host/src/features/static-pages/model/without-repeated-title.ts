const same = (a: string, b: string) =>
  a.replace(/\s+/g, ' ').trim().toLocaleLowerCase() === b.replace(/\s+/g, ' ').trim().toLocaleLowerCase();

/**
 * Content HTML without a leading heading that only repeats the page title: the page prints the
 * title as its h1, and CMS texts often start with it too (the title showed twice).
 */
export function withoutRepeatedTitle(html: string, title: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  let first = template.content.firstChild;
  while (first && first.nodeType === Node.TEXT_NODE && !first.textContent?.trim()) first = first.nextSibling;
  if (!(first instanceof HTMLElement) || !/^H[1-6]$/.test(first.tagName)) return html;
  if (!same(first.textContent ?? '', title)) return html;
  first.remove();
  return template.innerHTML;
}
