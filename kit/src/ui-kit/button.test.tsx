import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@playhub/shared/testing';
import { Button, IconButton } from './button';

describe('Button', () => {
  it('clicks by mouse and keyboard', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    renderWithProviders(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    await user.click(button);
    button.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
    expect(button).toHaveAttribute('type', 'button');
  });

  it('while loading is busy, keeps focus and ignores clicks and submits', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    const onSubmit = jest.fn((e: { preventDefault(): void }) => e.preventDefault());
    renderWithProviders(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading onClick={onClick}>
          Change
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Change' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toBeEnabled();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(button.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it('submits once loading ends', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((e: { preventDefault(): void }) => e.preventDefault());
    renderWithProviders(
      <form onSubmit={onSubmit}>
        <Button type="submit">Change</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button')).not.toHaveAttribute('aria-busy');
  });
});

describe('IconButton', () => {
  it('is named by its aria-label, not its icon', () => {
    renderWithProviders(
      <IconButton aria-label="Close">
        <svg />
      </IconButton>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
