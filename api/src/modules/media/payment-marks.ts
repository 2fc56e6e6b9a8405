import { PaymentMethod } from '@playhub/shared/contracts';

// The demo catalogue's payment logos: a 64 × 64 mark per method, drawn here so the repository holds
// no binary assets and no provider's trademark. Methods of a kind get its pictogram (a bank, a card,
// a coin, a QR code; shapes, not glyphs a font may lack); e-wallets get a monogram in a colour of
// their own. An operator with real logos points `payment_methods.logo` at them instead.

const SIZE = 64;
const FONT = 'system-ui,Segoe UI,Arial,sans-serif';

const tile = (fill: string, body: string, label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" role="img" aria-label="${label}">
<rect width="64" height="64" rx="14" fill="${fill}"/>
${body}
</svg>`;

const monogram = (letters: string, fill: string, label: string, accent = '#ffffff') =>
  tile(
    fill,
    `<circle cx="50" cy="14" r="5" fill="${accent}" fill-opacity=".35"/>
<text x="32" y="34" font-family="${FONT}" font-weight="800" font-size="${letters.length > 1 ? 24 : 32}" fill="#fff" text-anchor="middle" dominant-baseline="central">${letters}</text>`,
    label,
  );

const bank = tile(
  '#1f4e8c',
  `<path d="M32 12 L52 22 H12 Z" fill="#fff"/>
<rect x="15" y="25" width="5" height="18" rx="1" fill="#fff"/><rect x="24" y="25" width="5" height="18" rx="1" fill="#fff"/>
<rect x="35" y="25" width="5" height="18" rx="1" fill="#fff"/><rect x="44" y="25" width="5" height="18" rx="1" fill="#fff"/>
<rect x="11" y="46" width="42" height="5" rx="1.5" fill="#fff"/>`,
  'Bank transfer',
);

const creditCard = tile(
  '#2b2f77',
  `<rect x="9" y="16" width="46" height="32" rx="5" fill="#fff"/>
<rect x="9" y="22" width="46" height="6" fill="#2b2f77" fill-opacity=".85"/>
<rect x="14" y="33" width="10" height="8" rx="2" fill="#e2b13c"/>
<rect x="30" y="38" width="20" height="3" rx="1.5" fill="#2b2f77" fill-opacity=".5"/>`,
  'Credit card',
);

const crypto = tile(
  '#e8891c',
  `<circle cx="32" cy="32" r="20" fill="#fff"/>
<text x="33" y="33" font-family="${FONT}" font-weight="800" font-size="24" fill="#e8891c" text-anchor="middle" dominant-baseline="central">B</text>
<rect x="27" y="17" width="3" height="6" rx="1" fill="#e8891c"/><rect x="33" y="17" width="3" height="6" rx="1" fill="#e8891c"/>
<rect x="27" y="42" width="3" height="6" rx="1" fill="#e8891c"/><rect x="33" y="42" width="3" height="6" rx="1" fill="#e8891c"/>`,
  'Crypto',
);

// A QR code's three finder squares and a few modules.
const finder = (x: number, y: number) =>
  `<rect x="${x}" y="${y}" width="14" height="14" rx="2" fill="#fff"/><rect x="${x + 3}" y="${y + 3}" width="8" height="8" rx="1" fill="#14794a"/><rect x="${x + 5}" y="${y + 5}" width="4" height="4" fill="#fff"/>`;
const qr = tile(
  '#14794a',
  `${finder(10, 10)}${finder(40, 10)}${finder(10, 40)}
<rect x="30" y="12" width="5" height="5" fill="#fff"/><rect x="30" y="24" width="5" height="5" fill="#fff"/>
<rect x="41" y="30" width="5" height="5" fill="#fff"/><rect x="49" y="40" width="5" height="5" fill="#fff"/>
<rect x="33" y="42" width="5" height="5" fill="#fff"/><rect x="41" y="49" width="5" height="5" fill="#fff"/>
<rect x="24" y="33" width="5" height="5" fill="#fff"/><rect x="12" y="30" width="5" height="5" fill="#fff"/>`,
  'QR payment',
);

const other = tile(
  '#3b4660',
  `<rect x="12" y="20" width="40" height="28" rx="5" fill="#fff"/>
<rect x="38" y="29" width="14" height="10" rx="3" fill="#3b4660"/><circle cx="43" cy="34" r="2" fill="#fff"/>
<path d="M16 20 L40 12 L44 20" fill="none" stroke="#fff" stroke-width="3" stroke-linejoin="round"/>`,
  'Other methods',
);

const MARKS = new Map<number, string>([
  [PaymentMethod.BankTransfer, bank],
  [PaymentMethod.CreditCard, creditCard],
  [PaymentMethod.Crypto, crypto],
  [PaymentMethod.Qr, qr],
  [PaymentMethod.Papara, monogram('P', '#6c2bd9', 'Papara')],
  [PaymentMethod.Popy, monogram('Po', '#e0457b', 'Popy')],
  [PaymentMethod.Paratim, monogram('Pt', '#0e8a8a', 'Paratim')],
  [PaymentMethod.Parolapara, monogram('PP', '#c2410c', 'Parolapara')],
  [PaymentMethod.Payco, monogram('Pc', '#2563eb', 'Payco')],
  [PaymentMethod.OtherMethods, other],
]);

/** The mark of payment method type `type` (a URL segment, so any text); the generic one when unknown. */
export function paymentMark(type: string): string {
  return (/^\d{1,3}$/.test(type) && MARKS.get(Number(type))) || other;
}
