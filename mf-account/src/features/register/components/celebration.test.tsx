import { screen, waitFor } from '@testing-library/react';
import { renderAccount } from '@/test/render';
import { Celebration } from './celebration';

const burst = Object.assign(
  jest.fn(() => Promise.resolve(null)),
  { reset: jest.fn() },
);
const create = jest.fn((canvas: HTMLCanvasElement) => {
  void canvas;
  return burst;
});
jest.mock('canvas-confetti', () => ({
  __esModule: true,
  default: { create: (c: HTMLCanvasElement) => create(c) },
}));

it('bursts on its own canvas inside the screen, not on one the library adds to <body> (issue 17.11)', async () => {
  const { container, unmount } = renderAccount(<Celebration close={jest.fn()} />);
  await waitFor(() => expect(burst).toHaveBeenCalled());
  const canvas = create.mock.calls[0]![0];
  expect(container).toContainElement(canvas);
  expect(burst).toHaveBeenCalledWith(expect.objectContaining({ particleCount: 150 }));
  unmount();
  expect(burst.reset).toHaveBeenCalled();
});

it('shows an SVG party icon, not the 🎉 emoji that needs an emoji font', () => {
  const { container } = renderAccount(<Celebration close={jest.fn()} />);
  expect(container).not.toHaveTextContent('🎉');
  expect(container.querySelector('svg[data-icon="celebration"]')).not.toBeNull();
  expect(screen.getByRole('heading', { name: 'Welcome aboard!' })).toBeInTheDocument();
});

it('invites the new player to set a deposit limit; the way there closes the dialog (issue 20)', async () => {
  const close = jest.fn();
  renderAccount(<Celebration close={close} />);
  const prompt = screen.getByRole('region', { name: 'Play safely: set a deposit limit' });
  screen.getByRole('button', { name: 'Set a deposit limit' }).click();
  await waitFor(() => expect(close).toHaveBeenCalled());
  expect(prompt).toBeInTheDocument();
});
