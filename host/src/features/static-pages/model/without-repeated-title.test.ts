import { withoutRepeatedTitle } from './without-repeated-title';

it('drops a leading heading that repeats the page title (issue 17.11)', () => {
  expect(withoutRepeatedTitle('<h2>Terms and Conditions</h2><p>Accept.</p>', 'Terms and Conditions')).toBe(
    '<p>Accept.</p>',
  );
  expect(
    withoutRepeatedTitle('\n <h1> terms  and conditions </h1><p>A</p>', 'Terms and Conditions').trim(),
  ).toBe('<p>A</p>');
});

it('keeps headings that say something else, or do not lead', () => {
  const other = '<h2>Who we are</h2><p>About.</p>';
  expect(withoutRepeatedTitle(other, 'About Us')).toBe(other);
  const later = '<p>Intro</p><h2>About Us</h2>';
  expect(withoutRepeatedTitle(later, 'About Us')).toBe(later);
});
