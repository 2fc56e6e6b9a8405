import { slideSources } from './shell';

it('picks a banner’s responsive sources, a missing size falling back to the smaller one', () => {
  expect(slideSources(['s.jpg', 'm.jpg', 'l.jpg'])).toEqual({ default: 's.jpg', lg: 'm.jpg', xl: 'l.jpg' });
  expect(slideSources(['s.jpg', '', 'l.jpg'])).toEqual({ default: 's.jpg', lg: 's.jpg', xl: 'l.jpg' });
  expect(slideSources(['s.jpg'])).toEqual({ default: 's.jpg', lg: 's.jpg', xl: 's.jpg' });
  expect(slideSources([])).toEqual({ default: '', lg: '', xl: '' });
});
