/**
 * Server texts of issue 28 (en and tr): one person behind one exclusion, passwords, sessions,
 * access to the balance during an exclusion, payout details, the sportsbook's player lookup and
 * the operators' requests.
 */
export const personMessages = {
  'validation.phoneNumber': {
    en: 'Enter a valid mobile phone number',
    tr: 'Geçerli bir cep telefonu numarası girin',
  },
  'password.tooShort': {
    en: 'Choose a password of at least {min} characters',
    tr: 'En az {min} karakterli bir şifre seçin',
  },
  'password.breached': {
    en: 'This password appears in lists of leaked passwords. Please choose another one',
    tr: 'Bu şifre sızdırılmış şifre listelerinde yer alıyor. Lütfen başka bir şifre seçin',
  },
} as const;
