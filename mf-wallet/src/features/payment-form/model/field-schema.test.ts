import { fields } from '../../../test-utils';
import { buildPaymentSchema, fieldKind, readField } from './field-schema';

describe('field kinds by objectType', () => {
  it('maps String, Int, Long, Decimal and Dropdown', () => {
    expect(fieldKind(fields.text)).toBe('text');
    expect(fieldKind(fields.iban)).toBe('masked');
    expect(fieldKind(fields.accountNo)).toBe('masked');
    expect(fieldKind(fields.installments)).toBe('integer');
    expect(fieldKind(fields.longAmount)).toBe('integer');
    expect(fieldKind(fields.amount)).toBe('amount');
    expect(fieldKind(fields.bank)).toBe('dropdown');
    // A non-null option list makes a dropdown whatever the objectType says.
    expect(fieldKind({ ...fields.installments, option: [{ id: 3, name: '3' }] })).toBe('dropdown');
  });
});

describe('schema built from the definitions', () => {
  const schema = buildPaymentSchema(
    [fields.bank, fields.iban, fields.text, fields.installments, fields.amount],
    {
      limits: { min: 100, max: 50000 },
    },
  );
  const valid = {
    bank: '2',
    iban: 'TR12 3456 7890 1234 5678 9012 34',
    fullName: ' Ali Veli ',
    installments: '3',
    amount: '1.234,56',
  };

  it('turns valid text into the request detail', () => {
    expect(schema.parse(valid)).toEqual({
      bank: 2,
      iban: 'TR12 3456 7890 1234 5678 9012 34',
      fullName: 'Ali Veli',
      installments: 3,
      amount: 1234.56,
    });
  });

  it('sends masked whole numbers as digits', () => {
    expect(buildPaymentSchema([fields.accountNo]).parse({ accountNo: '1234567890' })).toEqual({
      accountNo: '1234567890',
    });
  });

  const messageFor = (patch: Partial<typeof valid>) => {
    const result = schema.safeParse({ ...valid, ...patch });
    return result.success ? null : result.error.issues[0]?.message;
  };

  it('refuses values outside the dropdown options', () => {
    expect(messageFor({ bank: '99' })).toBe('wallet:validation.option');
    expect(messageFor({ bank: '' })).toBe('validation.required');
  });

  it('refuses an incomplete mask, bad amounts and amounts outside the limits', () => {
    expect(messageFor({ iban: 'TR12 3456' })).toMatch(/^wallet:validation\.maskIncomplete\|/);
    expect(messageFor({ amount: 'abc' })).toBe('wallet:validation.amountLetters');
    expect(messageFor({ amount: '1,2,3' })).toBe('wallet:validation.amountSeparators');
    expect(messageFor({ amount: '0' })).toBe('wallet:validation.amountPositive');
    expect(messageFor({ amount: '99,99' })).toMatch(/^wallet:validation\.amountRange\|/);
    expect(messageFor({ installments: '1,5' })).toBe('wallet:validation.wholeNumber');
    expect(messageFor({ fullName: '   ' })).toBe('validation.required');
  });
});

describe("the API's rule for free text", () => {
  const fullName = {
    ...fields.text,
    pattern: '^[a-zA-ZçÇğĞıİöÖşŞüÜ]+( [a-zA-ZçÇğĞıİöÖşŞüÜ]+)+$',
    patternMessage: 'Enter the first name and surname, letters only, as on the account',
  };

  it('refuses a one-word full name with the API message, before anything is sent', () => {
    const read = readField(fullName, 'Ayşe');
    expect(read).toEqual({ error: 'Enter the first name and surname, letters only, as on the account' });
    expect(readField(fullName, 'Ayşe Yılmaz')).toEqual({ value: 'Ayşe Yılmaz' });
  });

  it('leaves a rule the browser cannot compile to the API', () => {
    expect(readField({ ...fullName, pattern: '(' }, 'Ayşe')).toEqual({ value: 'Ayşe' });
  });
});

describe('payout details checked as the rails check them', () => {
  const schema = buildPaymentSchema([fields.bank, fields.payoutIban, fields.amount]);
  const issues = (values: Record<string, string>) => {
    const result = schema.safeParse(values);
    return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
  };

  it('refuses an IBAN whose mod-97 check digits are wrong, even while another field is still empty', () => {
    expect(issues({ bank: '2', iban: 'TR12 0006 1005 1978 6457 8413 26', amount: '' })).toEqual([
      ['amount', 'validation.required'],
      ['iban', 'wallet:validation.payout.ibanChecksum'],
    ]);
    expect(issues({ bank: '2', iban: 'TR33 0006 1005 1978 6457 8413 26', amount: '100' })).toEqual([]);
  });

  it('checks a wallet address on the network chosen beside it', () => {
    const crypto = buildPaymentSchema([fields.network, fields.walletAddress]);
    const tron = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
    expect(crypto.safeParse({ network: '1', walletAddress: tron }).success).toBe(true);
    const onBitcoin = crypto.safeParse({ network: '3', walletAddress: tron });
    expect(onBitcoin.success ? null : onBitcoin.error.issues[0]?.message).toMatch(
      /^wallet:validation\.payout\.cryptoFormat\|/,
    );
  });
});
