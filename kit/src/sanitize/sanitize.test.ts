import { sanitizeHtml } from '.';

describe('sanitizeHtml (CMS HTML)', () => {
  it('keeps formatting', () => {
    expect(sanitizeHtml('<p>Win <strong>100%</strong> bonus</p><ul><li>a</li></ul>')).toBe(
      '<p>Win <strong>100%</strong> bonus</p><ul><li>a</li></ul>',
    );
  });

  it.each([
    ['<script>', '<p>x</p><script>window.pwned=1</script>', /<script/i],
    ['onerror=', '<img src="x" onerror="window.pwned=1">', /onerror/i],
    ['javascript: link', '<a href="javascript:alert(1)">click</a>', /javascript:/i],
    ['iframe', '<iframe src="https://evil.example"></iframe>', /<iframe/i],
    ['svg onload', '<svg onload="alert(1)"></svg>', /onload/i],
    ['style', '<p style="position:fixed;inset:0">x</p>', /style=/i],
    ['form', '<form action="https://evil.example"><input name="p"></form>', /<form|<input/i],
  ])('renders %s inert', (_label, input, forbidden) => {
    expect(sanitizeHtml(input)).not.toMatch(forbidden);
  });

  it('keeps site links in the page', () => {
    expect(sanitizeHtml('<a href="/pages/2">terms</a>')).toBe('<a href="/pages/2">terms</a>');
  });

  it('opens external links in a new tab without opener', () => {
    expect(sanitizeHtml('<a href="https://example.com">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
