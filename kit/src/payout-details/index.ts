import { electronicFormatIBAN, countrySpecs, validateIBAN, ValidationErrorsIBAN } from 'ibantools';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bech32, bech32m, createBase58check } from '@scure/base';
import type { CryptoNetwork, PayoutValidator } from '@playhub/shared/contracts';

/**
 * Payout details checked as the payout rails check them (issue 28): an IBAN's country length and
 * mod-97 check digits, a card number's Luhn digit, a crypto address's format and checksum on its
 * network. The API refuses with these (authoritative) and the wallet's dynamic form shows the same
 * problem before submit: one mistyped digit must not send real money to nobody.
 */

/** Why a payout detail is refused: a message key under `payout.` (API) and `wallet:payout.` (site). */
export type PayoutProblem =
  | 'ibanCountry'
  | 'ibanLength'
  | 'ibanFormat'
  | 'ibanChecksum'
  | 'cardFormat'
  | 'cardChecksum'
  | 'cryptoNetwork'
  | 'cryptoFormat'
  | 'cryptoChecksum';

/** A refusal and the values its message names (`length`, `country`, `network`). */
export interface PayoutRefusal {
  problem: PayoutProblem;
  params: Record<string, string | number>;
}

const refusal = (problem: PayoutProblem, params: PayoutRefusal['params'] = {}): PayoutRefusal => ({
  problem,
  params,
});

/** An IBAN as the rails take it: no spaces, upper case (`TR33 0006 …` → `TR330006…`). */
export function electronicIban(value: string): string {
  return electronicFormatIBAN(value) ?? '';
}

/**
 * Checks an IBAN: a country that has IBANs (one of `countries` when given), that country's length
 * (TR: 26), its account format and the mod-97 check digits.
 */
export function checkIban(value: string, countries?: readonly string[]): PayoutRefusal | null {
  const iban = electronicIban(value);
  const country = iban.slice(0, 2);
  const spec = (countrySpecs as Record<string, { chars?: number } | undefined>)[country];
  if (!/^[A-Z]{2}/.test(iban) || !spec?.chars || (countries && !countries.includes(country)))
    return refusal('ibanCountry', { country: countries?.join(', ') ?? country });
  if (iban.length !== spec.chars) return refusal('ibanLength', { length: spec.chars, country });
  const { errorCodes } = validateIBAN(iban);
  if (errorCodes.includes(ValidationErrorsIBAN.WrongBBANFormat)) return refusal('ibanFormat', { country });
  if (errorCodes.length > 0) return refusal('ibanChecksum');
  return null;
}

/** Checks a card number: 12–19 digits (spaces and dashes allowed between) with a right Luhn digit. */
export function checkCardNumber(value: string): PayoutRefusal | null {
  const digits = value.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return refusal('cardFormat');
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0 ? null : refusal('cardChecksum');
}

const base58check = createBase58check(sha256);

/** The payload of a base58check string, or null when it is not one (wrong alphabet or checksum). */
function base58Payload(value: string): { payload: Uint8Array | null; checksumOnly: boolean } {
  if (!/^[1-9A-HJ-NP-Za-km-z]+$/.test(value)) return { payload: null, checksumOnly: false };
  try {
    return { payload: base58check.decode(value), checksumOnly: false };
  } catch {
    return { payload: null, checksumOnly: true };
  }
}

/** A Bitcoin mainnet address: P2PKH (1…), P2SH (3…), SegWit v0 (bc1q…) or Taproot (bc1p…). */
function checkBitcoin(value: string): PayoutRefusal | null {
  const network = { network: 'Bitcoin' };
  if (/^bc1/i.test(value)) {
    if (value !== value.toLowerCase() && value !== value.toUpperCase())
      return refusal('cryptoFormat', network);
    const lower = value.toLowerCase();
    for (const codec of [bech32, bech32m]) {
      try {
        const { prefix, words } = codec.decode(lower as `${string}1${string}`, 90);
        const version = words[0];
        if (prefix !== 'bc' || version === undefined) continue;
        const program = codec.fromWords(words.slice(1));
        // v0 is bech32 with a 20- or 32-byte program, v1+ bech32m (Taproot: 32 bytes).
        if (version === 0 && codec === bech32 && (program.length === 20 || program.length === 32))
          return null;
        if (version === 1 && codec === bech32m && program.length === 32) return null;
      } catch {
        // the other codec, or a checksum refusal below
      }
    }
    return refusal('cryptoChecksum', network);
  }
  if (!/^[13][1-9A-HJ-NP-Za-km-z]{25,34}$/.test(value)) return refusal('cryptoFormat', network);
  const { payload } = base58Payload(value);
  if (!payload) return refusal('cryptoChecksum', network);
  return payload.length === 21 && (payload[0] === 0x00 || payload[0] === 0x05)
    ? null
    : refusal('cryptoFormat', network);
}

/** An Ethereum address: 0x and 40 hex digits; mixed case must be the EIP-55 checksum. */
function checkEthereum(value: string): PayoutRefusal | null {
  const network = { network: 'Ethereum' };
  if (!/^0x[0-9a-fA-F]{40}$/.test(value)) return refusal('cryptoFormat', network);
  const hex = value.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return null;
  const hash = keccak_256(new TextEncoder().encode(hex.toLowerCase()));
  for (let i = 0; i < 40; i++) {
    const nibble = (hash[i >> 1]! >> (i % 2 === 0 ? 4 : 0)) & 0x0f;
    const ch = hex[i]!;
    if (/[a-f]/i.test(ch) && nibble >= 8 !== (ch === ch.toUpperCase()))
      return refusal('cryptoChecksum', network);
  }
  return null;
}

/** A Tron address: base58check of 0x41 and 20 bytes (T…, 34 characters). */
function checkTron(value: string): PayoutRefusal | null {
  const network = { network: 'Tron' };
  if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(value)) return refusal('cryptoFormat', network);
  const { payload } = base58Payload(value);
  if (!payload) return refusal('cryptoChecksum', network);
  return payload.length === 21 && payload[0] === 0x41 ? null : refusal('cryptoFormat', network);
}

/** Checks a wallet address on `network` (format and checksum). */
export function checkCryptoAddress(value: string, network: CryptoNetwork): PayoutRefusal | null {
  const address = value.trim();
  if (network === 'bitcoin') return checkBitcoin(address);
  if (network === 'ethereum') return checkEthereum(address);
  return checkTron(address);
}

/**
 * Checks one payout detail by the validator its field definition carries. `siblings` are the
 * other values of the form by key (a crypto address depends on the chosen network).
 */
export function checkPayoutDetail(
  validator: PayoutValidator,
  value: string,
  siblings: Readonly<Record<string, unknown>>,
): PayoutRefusal | null {
  switch (validator.rule) {
    case 'iban':
      return checkIban(value, validator.countries ?? undefined);
    case 'cardNumber':
      return checkCardNumber(value);
    case 'cryptoAddress': {
      const network = validator.networks[String(siblings[validator.networkField] ?? '')];
      return network ? checkCryptoAddress(value, network) : refusal('cryptoNetwork');
    }
  }
}
