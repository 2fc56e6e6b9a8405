import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fields, renderWallet } from '../../../test-utils';
import { PaymentForm } from './payment-form';

const all = [fields.bank, fields.iban, fields.text, fields.accountNo, fields.installments, fields.amount];

function renderForm(
  list = all,
  onSubmit = jest.fn(),
  limits?: { min: number; max: number },
  lang: 'en' | 'tr' = 'en',
) {
  renderWallet(<PaymentForm fields={list} submitting={false} onSubmit={onSubmit} limits={limits} />, {
    lang,
  });
  return { onSubmit, user: userEvent.setup() };
}

describe('PaymentForm field renderer', () => {
  it('renders each objectType with the right control', () => {
    renderForm();
    const bank = screen.getByRole('combobox', { name: 'Bank' });
    expect(bank).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Ziraat Bankası' })).toHaveValue('1');
    expect(screen.getByRole('option', { name: 'Garanti BBVA' })).toHaveValue('2');
    expect(screen.getByRole('textbox', { name: 'IBAN' })).toHaveAttribute(
      'placeholder',
      'TR00 0000 0000 0000 0000 0000 00',
    );
    expect(screen.getByRole('textbox', { name: 'Full name' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Account number' })).toHaveAttribute('inputmode', 'numeric');
    // Int and Decimal without a mask are ₺ amount inputs.
    expect(screen.getByRole('textbox', { name: 'Installments' })).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getAllByText('₺')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveAttribute('type', 'submit');
  });

  it('masks typing (9 digit, literals inserted, letters dropped)', async () => {
    const { user } = renderForm([fields.iban, fields.accountNo]);
    const iban = screen.getByRole('textbox', { name: 'IBAN' });
    await user.type(iban, '12x3456');
    expect(iban).toHaveValue('TR12 3456');
    const account = screen.getByRole('textbox', { name: 'Account number' });
    await user.type(account, '12345678901');
    expect(account).toHaveValue('1234567890');
  });

  it('formats amounts tr-TR as typed in Turkish: 1.234,56', async () => {
    const { user, onSubmit } = renderForm([fields.amount], jest.fn(), undefined, 'tr');
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    expect(amount).toHaveAttribute('placeholder', '0,00');
    await user.type(amount, '1234,56');
    expect(amount).toHaveValue('1.234,56');
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(onSubmit).toHaveBeenCalledWith({ amount: 1234.56 });
  });

  it('formats amounts en-US as typed in English: 1,234.56', async () => {
    const { user, onSubmit } = renderForm([fields.amount]);
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    expect(amount).toHaveAttribute('placeholder', '0.00');
    await user.type(amount, '1234.56');
    expect(amount).toHaveValue('1,234.56');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ amount: 1234.56 });
  });

  it.each([
    ['en', '100.50', 'Submit'],
    ['tr', '100,50', 'Gönder'],
  ] as const)('%s: %s typed sends 100.5, never 10050', async (lang, typed, submit) => {
    const { user, onSubmit } = renderForm([fields.amount], jest.fn(), undefined, lang);
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), typed);
    await user.click(screen.getByRole('button', { name: submit }));
    expect(onSubmit).toHaveBeenCalledWith({ amount: 100.5 });
  });

  it.each([
    ['en', '100,50', 'Submit', /Use a point for decimals/],
    ['tr', '100.50', 'Gönder', /Ondalık için virgül kullanın/],
  ] as const)(
    '%s: the other language’s decimal separator (%s) is refused, not read as 10050',
    async (lang, typed, submit, message) => {
      const { user, onSubmit } = renderForm([fields.amount], jest.fn(), undefined, lang);
      const amount = screen.getByRole('textbox', { name: 'Amount' });
      await user.type(amount, typed);
      await user.click(screen.getByRole('button', { name: submit }));
      expect(onSubmit).not.toHaveBeenCalled();
      expect(amount).toHaveAccessibleDescription(message);
      // Deleting clears the refusal; typed again the right way it is sent.
      await user.clear(amount);
      await user.type(amount, lang === 'en' ? '1,234.5' : '1.234,5');
      await user.click(screen.getByRole('button', { name: submit }));
      expect(onSubmit).toHaveBeenCalledWith({ amount: 1234.5 });
    },
  );

  it('refuses the grouping mistake on Enter too, before the form is sent', async () => {
    const { user, onSubmit } = renderForm([fields.amount]);
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '100,50{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Use a point for decimals');
  });

  it('refuses a pasted amount written in the other language', async () => {
    const { user, onSubmit } = renderForm([fields.amount]);
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    await user.click(amount);
    await user.paste('100,50');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Use a point for decimals');
  });

  it('explains letters and a second decimal comma in a Turkish amount', async () => {
    const { user } = renderForm([fields.amount], jest.fn(), undefined, 'tr');
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    await user.type(amount, '12a');
    expect(amount).toHaveValue('12');
    expect(screen.getByRole('alert')).toHaveTextContent('Tutar yalnızca rakam');
    // Clean typing afterwards does not hide what was dropped; deleting does.
    await user.type(amount, '3');
    expect(screen.getByRole('alert')).toHaveTextContent('Tutar yalnızca rakam');
    await user.type(amount, '{Backspace}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(amount, ',5,');
    expect(screen.getByRole('alert')).toHaveTextContent('Tutarda yalnızca bir ondalık virgül olabilir');
    await user.type(amount, '{Backspace}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows errors on blur and never submits an invalid form', async () => {
    const { user, onSubmit } = renderForm([fields.bank, fields.iban, fields.amount], jest.fn(), {
      min: 100,
      max: 50000,
    });
    const iban = screen.getByRole('textbox', { name: 'IBAN' });
    await user.type(iban, '1234');
    await user.tab();
    expect(
      screen.getByText('Complete the field in the format TR00 0000 0000 0000 0000 0000 00'),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '0');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText('Amount must be greater than zero')).toBeInTheDocument();
    // Focus moves to the first invalid control.
    expect(screen.getByRole('combobox', { name: 'Bank' })).toHaveFocus();
  });

  it('refuses an amount outside the method limits with the limits shown', async () => {
    const { user, onSubmit } = renderForm([fields.amount], jest.fn(), { min: 100, max: 50000 });
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '50');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Amount must be between ₺100.00 and ₺50,000.00')).toBeInTheDocument();
  });

  it('submits the detail map of a valid form', async () => {
    const { user, onSubmit } = renderForm([
      fields.bank,
      fields.text,
      fields.accountNo,
      fields.installments,
      fields.amount,
    ]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Bank' }), 'Garanti BBVA');
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Ali Veli');
    await user.type(screen.getByRole('textbox', { name: 'Account number' }), '1234567890');
    await user.type(screen.getByRole('textbox', { name: 'Installments' }), '3');
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '250.5');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({
      bank: 2,
      fullName: 'Ali Veli',
      accountNo: '1234567890',
      installments: 3,
      amount: 250.5,
    });
  });

  it('refuses a dropdown value outside its options', () => {
    const { onSubmit } = renderForm([fields.bank]);
    const bank = screen.getByRole('combobox', { name: 'Bank' });
    // A value that is not an option (e.g. forced from outside) leaves the select empty → refused.
    fireEvent.change(bank, { target: { value: '99' } });
    fireEvent.submit(bank.closest('form')!);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the loading state on Submit', () => {
    renderWallet(<PaymentForm fields={[fields.amount]} submitting onSubmit={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveAttribute('aria-busy', 'true');
  });
});
