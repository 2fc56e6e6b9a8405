import { checkCardNumber, checkCryptoAddress, checkIban, checkPayoutDetail, electronicIban } from './index';

describe('payout details as the payout rails check them', () => {
  it('takes an IBAN of the right country, length and mod-97 check digits', () => {
    expect(checkIban('TR33 0006 1005 1978 6457 8413 26', ['TR'])).toBeNull();
    expect(electronicIban('tr33 0006 1005 1978 6457 8413 26')).toBe('TR330006100519786457841326');
    // The payout: one wrong check digit, paid to nobody.
    expect(checkIban('TR12 0006 1005 1978 6457 8413 26', ['TR'])).toEqual({
      problem: 'ibanChecksum',
      params: {},
    });
    expect(checkIban('TR33 0006 1005 1978 6457 8413 2', ['TR'])).toEqual({
      problem: 'ibanLength',
      params: { length: 26, country: 'TR' },
    });
    expect(checkIban('DE89 3704 0044 0532 0130 00', ['TR'])?.problem).toBe('ibanCountry');
    expect(checkIban('DE89 3704 0044 0532 0130 00')).toBeNull();
    expect(checkIban('XX00 1234')?.problem).toBe('ibanCountry');
  });

  it('takes a card number with a right Luhn digit', () => {
    expect(checkCardNumber('4111 1111 1111 1111')).toBeNull();
    expect(checkCardNumber('4111-1111-1111-1112')?.problem).toBe('cardChecksum');
    expect(checkCardNumber('4111')?.problem).toBe('cardFormat');
  });

  it.each([
    ['bitcoin', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2'],
    ['bitcoin', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy'],
    ['bitcoin', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
    ['bitcoin', 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297'],
    ['ethereum', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
    ['ethereum', '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed'],
    ['tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'],
  ] as const)('takes a %s address: %s', (network, address) => {
    expect(checkCryptoAddress(address, network)).toBeNull();
  });

  it.each([
    ['bitcoin', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3', 'cryptoChecksum'],
    ['bitcoin', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdr', 'cryptoChecksum'],
    ['bitcoin', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'cryptoFormat'],
    ['ethereum', '0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'cryptoChecksum'],
    ['ethereum', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeA', 'cryptoFormat'],
    ['tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u', 'cryptoChecksum'],
    ['tron', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'cryptoFormat'],
  ] as const)('refuses a %s address %s (%s)', (network, address, problem) => {
    expect(checkCryptoAddress(address, network)?.problem).toBe(problem);
  });

  it('checks a crypto address on the network chosen in its sibling field', () => {
    const validator = {
      rule: 'cryptoAddress',
      networkField: 'network',
      networks: { '1': 'tron', '3': 'bitcoin' },
    } as const;
    const tron = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
    expect(checkPayoutDetail(validator, tron, { network: 1 })).toBeNull();
    expect(checkPayoutDetail(validator, tron, { network: '3' })?.problem).toBe('cryptoFormat');
    expect(checkPayoutDetail(validator, tron, {})?.problem).toBe('cryptoNetwork');
  });
});
