import {
  PaymentMethod,
  type CryptoNetwork,
  type PaymentField,
  type PaymentDirection,
  type Locale,
} from '@playhub/shared/contracts';

type Label = { en: string; tr: string };
interface FieldDef extends Omit<PaymentField, 'label' | 'pattern' | 'patternMessage'> {
  label: Label;
  /** Extra check for free-text fields, and what to tell the player when it fails. */
  pattern?: RegExp;
  patternMessage?: Label;
}

const BANKS = [
  'Ziraat Bankası',
  'Garanti BBVA',
  'İş Bankası',
  'Akbank',
  'Yapı Kredi',
  'VakıfBank',
  'Halkbank',
  'QNB',
  'Denizbank',
  'Enpara',
];
const NETWORKS = ['USDT (TRC20)', 'USDT (ERC20)', 'Bitcoin', 'Ethereum', 'Tron'];
/** The address format of each network option (by its id): USDT travels on Tron or Ethereum. */
const NETWORK_FORMATS: Record<string, CryptoNetwork> = {
  '1': 'tron',
  '2': 'ethereum',
  '3': 'bitcoin',
  '4': 'ethereum',
  '5': 'tron',
};
const options = (names: string[]) => names.map((name, i) => ({ id: i + 1, name }));

const amount: FieldDef = {
  key: 'amount',
  label: { en: 'Amount', tr: 'Tutar' },
  mask: null,
  objectType: 'Decimal',
  option: null,
};
const fullName: FieldDef = {
  key: 'fullName',
  label: { en: 'Full name', tr: 'Ad soyad' },
  mask: null,
  objectType: 'String',
  option: null,
  pattern: /^[a-zA-ZçÇğĞıİöÖşŞüÜ]+( [a-zA-ZçÇğĞıİöÖşŞüÜ]+)+$/,
  patternMessage: {
    en: 'Enter the first name and surname, letters only, as on the account',
    tr: 'Hesaptaki gibi ad ve soyadı girin, yalnızca harf',
  },
};
const bank: FieldDef = {
  key: 'bank',
  label: { en: 'Bank', tr: 'Banka' },
  mask: null,
  objectType: 'Dropdown',
  option: options(BANKS),
};
// Payouts go to Turkish banks (the bank list): a TR IBAN, 26 characters with right check digits.
const iban: FieldDef = {
  key: 'iban',
  label: { en: 'IBAN', tr: 'IBAN' },
  mask: 'TR99 9999 9999 9999 9999 9999 99',
  objectType: 'String',
  option: null,
  validator: { rule: 'iban', countries: ['TR'] },
};
const accountNo: FieldDef = {
  key: 'accountNo',
  label: { en: 'Account number', tr: 'Hesap numarası' },
  mask: '9999999999',
  objectType: 'Long',
  option: null,
};
const network: FieldDef = {
  key: 'network',
  label: { en: 'Network', tr: 'Ağ' },
  mask: null,
  objectType: 'Dropdown',
  option: options(NETWORKS),
};
const wallet: FieldDef = {
  key: 'walletAddress',
  label: { en: 'Wallet address', tr: 'Cüzdan adresi' },
  mask: null,
  objectType: 'String',
  option: null,
  validator: { rule: 'cryptoAddress', networkField: 'network', networks: NETWORK_FORMATS },
};
const cardHolder: FieldDef = {
  ...fullName,
  key: 'cardHolder',
  label: { en: 'Card holder', tr: 'Kart sahibi' },
};
// A card payout (original credit) to the card's number; card deposits take the number on the
// provider's page, never here.
const cardNumber: FieldDef = {
  key: 'cardNumber',
  label: { en: 'Card number', tr: 'Kart numarası' },
  mask: null,
  objectType: 'String',
  option: null,
  validator: { rule: 'cardNumber' },
};
const installments: FieldDef = {
  key: 'installments',
  label: { en: 'Installments', tr: 'Taksit' },
  mask: null,
  objectType: 'Int',
  option: null,
};

/** Field definitions of a payment method type for deposit (1) or withdraw (2). */
export function fieldDefs(type: number, direction: PaymentDirection): FieldDef[] {
  const deposit = direction === 1;
  switch (type) {
    case PaymentMethod.BankTransfer:
      return deposit ? [bank, fullName, amount] : [bank, iban, fullName, amount];
    case PaymentMethod.CreditCard:
      return deposit ? [cardHolder, installments, amount] : [cardHolder, cardNumber, amount];
    case PaymentMethod.Crypto:
      return deposit ? [network, amount] : [network, wallet, amount];
    case PaymentMethod.Qr:
      return deposit ? [amount] : [];
    default:
      return [accountNo, amount];
  }
}

/** The fields as sent to the UI, labels in the request's locale. */
export function localizedFields(defs: FieldDef[], locale: Locale): PaymentField[] {
  return defs.map(({ key, label, mask, objectType, option, pattern, patternMessage, validator }) => ({
    key,
    label: label[locale],
    mask,
    objectType,
    option,
    pattern: pattern?.source ?? null,
    patternMessage: patternMessage?.[locale] ?? null,
    validator: validator ?? null,
  }));
}

export type { FieldDef };
