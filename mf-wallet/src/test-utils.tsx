import type { ReactElement } from 'react';
import type { PaymentField, PaymentMethodGroups } from '@playhub/shared/contracts';
import { initI18n } from '@playhub/shared/i18n';
import { renderWithProviders, type ProviderOptions } from '@playhub/shared/testing';
import { registerWalletTranslations } from './app/i18n';

/** Renders with the platform providers and the wallet's texts registered (en unless told). */
export function renderWallet(ui: ReactElement, options: ProviderOptions = {}) {
  initI18n(options.lang ?? 'en');
  registerWalletTranslations();
  return renderWithProviders(ui, options);
}

/** Field definitions as the API sends them, one per objectType the wallet renders. */
export const fields = {
  text: { key: 'fullName', label: 'Full name', mask: null, objectType: 'String', option: null },
  iban: {
    key: 'iban',
    label: 'IBAN',
    mask: 'TR99 9999 9999 9999 9999 9999 99',
    objectType: 'String',
    option: null,
  },
  accountNo: {
    key: 'accountNo',
    label: 'Account number',
    mask: '9999999999',
    objectType: 'Long',
    option: null,
  },
  installments: { key: 'installments', label: 'Installments', mask: null, objectType: 'Int', option: null },
  longAmount: { key: 'limit', label: 'Limit', mask: null, objectType: 'Long', option: null },
  amount: { key: 'amount', label: 'Amount', mask: null, objectType: 'Decimal', option: null },
  bank: {
    key: 'bank',
    label: 'Bank',
    mask: null,
    objectType: 'Dropdown',
    option: [
      { id: 1, name: 'Ziraat Bankası' },
      { id: 2, name: 'Garanti BBVA' },
    ],
  },
  // As the API defines them for withdrawals: with the payout rails' check.
  payoutIban: {
    key: 'iban',
    label: 'IBAN',
    mask: 'TR99 9999 9999 9999 9999 9999 99',
    objectType: 'String',
    option: null,
    validator: { rule: 'iban', countries: ['TR'] },
  },
  network: {
    key: 'network',
    label: 'Network',
    mask: null,
    objectType: 'Dropdown',
    option: [
      { id: 1, name: 'USDT (TRC20)' },
      { id: 3, name: 'Bitcoin' },
    ],
  },
  walletAddress: {
    key: 'walletAddress',
    label: 'Wallet address',
    mask: null,
    objectType: 'String',
    option: null,
    validator: { rule: 'cryptoAddress', networkField: 'network', networks: { '1': 'tron', '3': 'bitcoin' } },
  },
} satisfies Record<string, PaymentField>;

/** A `payment/methods` answer with one method in each Requirements §3 group. */
export const methodGroups: PaymentMethodGroups = [
  { id: 1, name: 'Bank Transfer', methods: [method(1, 'Bank Transfer', 1, 100, 50000)] },
  { id: 2, name: 'Crypto & Credit Card', methods: [method(2, 'Credit Card', 2, 50, 10000, true)] },
  { id: 3, name: 'Papara, Popy, Payco & More', methods: [method(4, 'Papara', 3, 50, 25000)] },
  { id: 4, name: 'QR Payment', methods: [method(10, 'QR Payment', 7, 20, 5000, true)] },
];

function method(
  id: number,
  name: string,
  type: 1 | 2 | 3 | 7,
  minAmount: number,
  maxAmount: number,
  redirect = false,
) {
  return {
    id,
    name,
    type,
    logoUrl: `/api/media/payment/${type}.svg`,
    minAmount,
    maxAmount,
    deposit: true,
    withdraw: true,
    redirect,
  };
}
