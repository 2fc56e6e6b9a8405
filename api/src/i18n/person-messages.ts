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
  'payout.ibanCountry': {
    en: 'Enter an IBAN starting with {country}',
    tr: '{country} ile başlayan bir IBAN girin',
  },
  'payout.ibanLength': {
    en: 'An IBAN of {country} has {length} characters',
    tr: '{country} IBAN numarası {length} karakterden oluşur',
  },
  'payout.ibanFormat': {
    en: 'This IBAN does not have the account format of {country}',
    tr: 'Bu IBAN, {country} hesap numarası biçimine uymuyor',
  },
  'payout.ibanChecksum': {
    en: 'The check digits of this IBAN do not match: please check every digit',
    tr: 'Bu IBAN’ın kontrol basamakları tutmuyor: lütfen rakamları tek tek kontrol edin',
  },
  'payout.cardFormat': {
    en: 'A card number has 12 to 19 digits',
    tr: 'Kart numarası 12 ile 19 rakamdan oluşur',
  },
  'payout.cardChecksum': {
    en: 'This card number is not valid: please check every digit',
    tr: 'Bu kart numarası geçerli değil: lütfen rakamları tek tek kontrol edin',
  },
  'payout.cryptoNetwork': { en: 'Choose the network first', tr: 'Önce ağı seçin' },
  'payout.cryptoFormat': {
    en: 'This is not a {network} address',
    tr: 'Bu bir {network} adresi değil',
  },
  'payout.cryptoChecksum': {
    en: 'This {network} address has a typing mistake (its checksum does not match)',
    tr: 'Bu {network} adresinde bir yazım hatası var (sağlama değeri tutmuyor)',
  },
  'auth.sessionExpired': {
    en: 'Your session has expired. Please log in again',
    tr: 'Oturumunuzun süresi doldu. Lütfen yeniden giriş yapın',
  },
  'auth.withdrawOnly': {
    en: 'During your time-out or self-exclusion you can only see and withdraw your balance',
    tr: 'Mola veya oyundan uzaklaşma süresince yalnızca bakiyenizi görebilir ve çekebilirsiniz',
  },
  'auth.breakCodeSent': {
    en: 'If these details belong to an account on a time-out or self-exclusion, we have sent a code by SMS to its phone number',
    tr: 'Bu bilgiler mola veya oyundan uzaklaşma sürecindeki bir hesaba aitse, hesabın telefon numarasına SMS ile bir kod gönderdik',
  },
  'auth.breakRefused': {
    en: 'The details or the code are not right',
    tr: 'Bilgiler veya kod doğru değil',
  },
  'auth.breakAccess': {
    en: 'You are on a break until {until}. You can see and withdraw your balance; games, deposits and bonuses stay closed',
    tr: '{until} tarihine kadar moladasınız. Bakiyenizi görebilir ve çekebilirsiniz; oyunlar, para yatırma ve bonuslar kapalı kalır',
  },
  'auth.breakAccessIndefinite': {
    en: 'You have excluded yourself indefinitely. You can see and withdraw your balance; games, deposits and bonuses stay closed',
    tr: 'Kendinizi süresiz olarak oyundan uzaklaştırdınız. Bakiyenizi görebilir ve çekebilirsiniz; oyunlar, para yatırma ve bonuslar kapalı kalır',
  },
  'auth.breakSms': {
    en: 'Your playhub code to reach your balance: {code}',
    tr: 'Bakiyenize ulaşmak için playhub kodunuz: {code}',
  },
  'protection.realityCheckDue': {
    en: 'Time for a reality check: answer it in the game window to go on playing',
    tr: 'Gerçeklik kontrolü zamanı: oynamaya devam etmek için oyun penceresinde yanıtlayın',
  },
} as const;
