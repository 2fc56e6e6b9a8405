// Payout details validated as the payout rails would (issue 28, item 3): an IBAN's country length
// and mod-97 check digits, a card number's Luhn digit, a crypto address's format on its network.
// The API is authoritative; the field definitions carry the same validator for the form.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { call, register, removeDir, startApi, type Running } from './helpers.js';
import { depositConfirmed, wallet } from './money-helpers.js';

let api: Running;
let base: string;
let token: string;

const BANK = 1;
const CARD = 2;
const CRYPTO = 3;

before(async () => {
  api = await startApi();
  base = api.base;
  token = (await register(base)).token;
  await depositConfirmed(base, token, 5000);
});
after(async () => {
  await api.close();
  removeDir(api.dataDir);
});

const withdraw = (id: number, detail: Record<string, unknown>, locale = 'en') =>
  call(base, 'POST', 'payment/withdraw', { token, locale, body: { id, target: 'pay', detail } });
const bank = (iban: string, locale = 'en') =>
  withdraw(BANK, { bank: 2, iban, fullName: 'Ayşe Gül', amount: 100 }, locale);

test('a bank payout to an IBAN with wrong check digits is refused, nothing is held', async () => {
  const before = await wallet(base, token);
  // The payout: accepted and paid out before.
  const wrong = await bank('TR12 0006 1005 1978 6457 8413 26');
  assert.equal(wrong.status, 400);
  assert.equal(wrong.message, 'IBAN: The check digits of this IBAN do not match: please check every digit');
  const tr = await bank('TR120006100519786457841326', 'tr');
  assert.equal(
    tr.message,
    'IBAN: Bu IBAN’ın kontrol basamakları tutmuyor: lütfen rakamları tek tek kontrol edin',
  );
  assert.deepEqual(await wallet(base, token), before, 'nothing held');
  const ok = await bank('TR33 0006 1005 1978 6457 8413 26');
  assert.equal(ok.status, 200, ok.message);
});

test('an IBAN of another country or length is refused with what is expected', async () => {
  // Written without the mask's spaces, 25 characters: the mask passes it, the country's length does not.
  const short = await bank('TR3300061005197864578413');
  assert.equal(short.status, 400);
  const de = await bank('DE89 3704 0044 0532 0130 00');
  assert.equal(de.status, 400);
  assert.match(de.message, /^IBAN: /);
});

test('the field definitions carry the validator the form runs', async () => {
  const detail = async (id: number) => {
    const r = await call(base, 'POST', 'payment/detail', { token, body: { id, type: 2 } });
    assert.equal(r.status, 200, r.message);
    return r.data as { key: string; validator: unknown }[];
  };
  assert.deepEqual((await detail(BANK)).find((f) => f.key === 'iban')?.validator, {
    rule: 'iban',
    countries: ['TR'],
  });
  assert.deepEqual((await detail(CRYPTO)).find((f) => f.key === 'walletAddress')?.validator, {
    rule: 'cryptoAddress',
    networkField: 'network',
    networks: { '1': 'tron', '2': 'ethereum', '3': 'bitcoin', '4': 'ethereum', '5': 'tron' },
  });
});

test('a crypto payout needs an address of the chosen network with a right checksum', async () => {
  const crypto = (network: number, walletAddress: string) =>
    withdraw(CRYPTO, { network, walletAddress, amount: 100 });
  const tron = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
  const eth = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
  // 26–64 letters and digits passed before, whatever the network.
  const wrongNetwork = await crypto(1, eth);
  assert.equal(wrongNetwork.status, 400);
  assert.equal(wrongNetwork.message, 'Wallet address: This is not a Tron address');
  const typo = await crypto(2, eth.replace('aAeb', 'aaeb'));
  assert.equal(typo.status, 400);
  assert.match(typo.message, /typing mistake/);
  const btc = await crypto(3, 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdr');
  assert.equal(btc.status, 400);
  assert.equal((await crypto(1, tron)).status, 200);
  assert.equal((await crypto(2, eth)).status, 200);
  assert.equal((await crypto(3, 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).status, 200);
});

test('card payouts, where an operator offers them, take only numbers with a right Luhn digit', async () => {
  await api.built.db.query('UPDATE payment_methods SET withdraw = true WHERE id = $1', [CARD]);
  try {
    const card = (cardNumber: string) => withdraw(CARD, { cardHolder: 'Ayşe Gül', cardNumber, amount: 100 });
    const wrong = await card('4111 1111 1111 1112');
    assert.equal(wrong.status, 400);
    assert.equal(wrong.message, 'Card number: This card number is not valid: please check every digit');
    assert.equal((await card('4111 1111 1111 1111')).status, 200);
  } finally {
    await api.built.db.query('UPDATE payment_methods SET withdraw = false WHERE id = $1', [CARD]);
  }
});
