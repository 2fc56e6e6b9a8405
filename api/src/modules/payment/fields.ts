import {
  PaymentMethod,
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
const iban: FieldDef = {
  key: 'iban',
  label: { en: 'IBAN', tr: 'IBAN' },
  mask: 'TR99 9999 9999 9999 9999 9999 99',
  objectType: 'String',
  option: null,
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
  pattern: /^[A-Za-z0-9]{26,64}$/,
  patternMessage: {
    en: 'A wallet address is 26–64 letters and digits',
    tr: 'Cüzdan adresi 26–64 harf ve rakamdan oluşur',
  },
};
const cardHolder: FieldDef = {
  ...fullName,
  key: 'cardHolder',
  label: { en: 'Card holder', tr: 'Kart sahibi' },
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
      return deposit ? [cardHolder, installments, amount] : [];
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
  return defs.map(({ key, label, mask, objectType, option, pattern, patternMessage }) => ({
    key,
    label: label[locale],
    mask,
    objectType,
    option,
    pattern: pattern?.source ?? null,
    patternMessage: patternMessage?.[locale] ?? null,
  }));
}

export type { FieldDef };
