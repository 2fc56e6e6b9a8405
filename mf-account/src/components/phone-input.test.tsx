import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PhoneInput, fullPhone, nationalDigits } from './phone-input';
import { renderAccount } from '@/test/render';

function Harness({ onValue }: { onValue: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <PhoneInput
      label="Phone"
      value={value}
      onChange={(v) => {
        setValue(v);
        onValue(v);
      }}
    />
  );
}

describe('phone mask: prefix 90 and 10 digits (Requirements §5/§9)', () => {
  it('shows the +90 mask and keeps 90 + digits as the value', async () => {
    const onValue = jest.fn();
    renderAccount(<Harness onValue={onValue} />);
    const input = screen.getByLabelText('Phone');
    await userEvent.setup().type(input, '532123456789');
    expect(input).toHaveValue('+90 (532) 123 45 67');
    expect(onValue).toHaveBeenLastCalledWith('905321234567');
  });

  it('splits and joins the prefix', () => {
    expect(nationalDigits('905321234567')).toBe('5321234567');
    expect(fullPhone('5321234567')).toBe('905321234567');
    expect(fullPhone('')).toBe('');
  });
});
