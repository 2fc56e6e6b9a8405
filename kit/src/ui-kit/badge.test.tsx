import { screen } from '@testing-library/react';
import { renderWithProviders } from '@playhub/shared/testing';
import { Badge, badgeText } from './badge';

describe('badgeText', () => {
  it.each([
    [0, ''],
    [1, '1'],
    [8, '8'],
    [9, '9+'],
    [10, '9+'],
    [120, '9+'],
    [-3, ''],
  ])('%d → %j', (count, text) => {
    expect(badgeText(count)).toBe(text);
  });
});

describe('Badge', () => {
  it('is hidden at 0 and capped at 9+', () => {
    const { container, rerender } = renderWithProviders(<Badge count={0} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Badge count={12} label="12 unread" />);
    expect(screen.getByText('9+')).toBeInTheDocument();
    expect(screen.getByText('12 unread')).toBeInTheDocument();
  });
});
