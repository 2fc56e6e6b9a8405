import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '@playhub/shared/testing';
import { AmountInput } from './amount-input';
import { MaskedInput } from './masked-input';

function CodeField({ onAccept }: { onAccept: (v: string, raw: string) => void }) {
  const [raw, setRaw] = useState('');
  return (
    <>
      <MaskedInput
        label="Code"
        mask="00-00-00"
        unmaskedValue={raw}
        onAccept={(value, unmasked) => {
          setRaw(unmasked);
          onAccept(value, unmasked);
        }}
      />
      <button type="button" onClick={() => setRaw('')}>
        Clear
      </button>
    </>
  );
}

describe('MaskedInput', () => {
  it('masks typing and reports masked and raw values', async () => {
    const user = userEvent.setup();
    const onAccept = jest.fn();
    renderWithProviders(<CodeField onAccept={onAccept} />);
    const input = screen.getByLabelText('Code');
    await user.type(input, '12a3456');
    expect(input).toHaveValue('12-34-56');
    expect(onAccept).toHaveBeenLastCalledWith('12-34-56', '123456');
  });

  it('keeps what was typed before imask arrived and masks it when it attaches', async () => {
    const onAccept = jest.fn();
    renderWithProviders(<CodeField onAccept={onAccept} />);
    const input = screen.getByLabelText<HTMLInputElement>('Code');
    input.value = '123456'; // typed while imask was still loading: the field is never read-only
    await waitFor(() => expect(input).toHaveValue('12-34-56'));
    expect(onAccept).toHaveBeenLastCalledWith('12-34-56', '123456');
  });

  it('follows the controlled value (clearing a failed code)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CodeField onAccept={() => undefined} />);
    const input = screen.getByLabelText('Code');
    await user.type(input, '1234');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(input).toHaveValue('');
  });

  it('shows a controlled initial value with the Requirements §5 `9` syntax', async () => {
    renderWithProviders(<MaskedInput label="Phone" mask="(999) 999 99 99" unmaskedValue="5321234567" />);
    await waitFor(() => expect(screen.getByLabelText('Phone')).toHaveValue('(532) 123 45 67'));
  });
});

describe('AmountInput', () => {
  it('groups tr-TR style in Turkish, shows ₺ and exposes the number', async () => {
    const user = userEvent.setup();
    const onValueChange = jest.fn();
    renderWithProviders(<AmountInput label="Amount" onValueChange={onValueChange} />, { lang: 'tr' });
    const input = screen.getByLabelText('Amount');
    await user.type(input, '1234,56');
    expect(input).toHaveValue('1.234,56');
    expect(onValueChange).toHaveBeenLastCalledWith(1234.56, '1.234,56');
    expect(screen.getByText('₺')).toBeInTheDocument();
    await user.clear(input);
    expect(onValueChange).toHaveBeenLastCalledWith(null, '');
  });

  it('groups en-US style in English: 100.50 is 100.5, never 10050', async () => {
    const user = userEvent.setup();
    const onValueChange = jest.fn();
    renderWithProviders(<AmountInput label="Amount" onValueChange={onValueChange} />, { lang: 'en' });
    const input = screen.getByLabelText('Amount');
    await user.type(input, '100.50');
    expect(input).toHaveValue('100.50');
    expect(onValueChange).toHaveBeenLastCalledWith(100.5, '100.50');
    await user.clear(input);
    await user.type(input, '1234.5');
    expect(input).toHaveValue('1,234.5');
    expect(onValueChange).toHaveBeenLastCalledWith(1234.5, '1,234.5');
  });

  it('renders a controlled amount in the interface language', async () => {
    const { unmount } = renderWithProviders(<AmountInput label="Amount" value={98765.4} />, { lang: 'tr' });
    await waitFor(() => expect(screen.getByLabelText('Amount')).toHaveValue('98.765,4'));
    unmount();
    renderWithProviders(<AmountInput label="Amount" value={98765.4} />, { lang: 'en' });
    await waitFor(() => expect(screen.getByLabelText('Amount')).toHaveValue('98,765.4'));
  });
});
