import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { renderWithProviders } from '@playhub/shared/testing';
import { encodeErrorKey, parseErrorMessage } from './error-message';
import { FormError } from './form-error';
import { Input } from './input';

describe('FormError', () => {
  it('renders nothing without an error', () => {
    renderWithProviders(<FormError error={undefined} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('translates a key with params and shows only the first error', () => {
    renderWithProviders(
      <FormError
        error={{
          message: 'validation.minLength|{"min":5}',
          types: { minLength: 'validation.minLength', pattern: 'validation.email' },
        }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Must be at least 5 characters');
    expect(screen.queryByText(/valid email/)).toBeNull();
  });

  it('falls back to the first of types, and to a generic text when params are missing', () => {
    renderWithProviders(
      <FormError error={{ types: { minLength: 'validation.minLength', required: 'validation.required' } }} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Too short');
  });

  it('shows plain text as it is and translates in tr', () => {
    const { unmount } = renderWithProviders(<FormError error={{ message: 'Server said no' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Server said no');
    unmount();
    renderWithProviders(<FormError error={{ message: 'validation.required' }} />, { lang: 'tr' });
    expect(screen.getByRole('alert')).toHaveTextContent('Bu alan zorunludur');
  });

  it('round-trips encoded keys', () => {
    expect(parseErrorMessage(encodeErrorKey('validation.maxLength', { max: 30 }))).toEqual({
      key: 'validation.maxLength',
      params: { max: 30 },
    });
    expect(parseErrorMessage('a|b')).toEqual({ text: 'a|b' });
  });
});

function LoginLike() {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ username: string }>({ mode: 'onBlur' });
  return (
    <form onSubmit={handleSubmit(() => undefined)} noValidate>
      <Input
        label="Username"
        error={errors.username}
        {...register('username', {
          required: 'validation.required',
          minLength: { value: 5, message: encodeErrorKey('validation.minLength', { min: 5 }) },
        })}
      />
      <button type="submit">Login</button>
    </form>
  );
}

describe('Input with react-hook-form', () => {
  it('shows the first error on submit and on blur, wired to the control', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginLike />);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const input = screen.getByLabelText('Username');
    expect(await screen.findByRole('alert')).toHaveTextContent('This field is required');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('This field is required');

    await user.type(input, 'abc');
    await user.tab();
    expect(await screen.findByText('Must be at least 5 characters')).toBeInTheDocument();
  });
});
