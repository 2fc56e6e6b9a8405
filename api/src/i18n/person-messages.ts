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
  'bonus.requestTitle': { en: 'Bonus request', tr: 'Bonus talebi' },
  'bonus.requestApprovedNote': {
    en: 'Your request for {title} was approved: {amount} of bonus money is in your account',
    tr: '{title} talebiniz onaylandı: {amount} bonus hesabınıza eklendi',
  },
  'bonus.requestRejectedNote': {
    en: 'Your request for {title} was not approved: {reason}',
    tr: '{title} talebiniz onaylanmadı: {reason}',
  },
  'operator.requestDecided': {
    en: 'This request has already been decided',
    tr: 'Bu talep için zaten karar verildi',
  },
  'operator.requestExcluded': {
    en: 'The player is on a time-out or self-exclusion: no bonus can be granted',
    tr: 'Oyuncu mola veya oyundan uzaklaşma sürecinde: bonus verilemez',
  },
  'operator.bonusAmountNeeded': {
    en: 'This bonus has no fixed amount: enter the amount to grant',
    tr: 'Bu bonusun sabit bir tutarı yok: verilecek tutarı girin',
  },
  'operator.callDone': { en: 'The call request is closed', tr: 'Arama talebi kapatıldı' },
  'operator.bonusApproved': { en: 'The bonus was granted', tr: 'Bonus verildi' },
  'operator.bonusRejected': { en: 'The bonus request was rejected', tr: 'Bonus talebi reddedildi' },
  'console.requests.nav': { en: 'Player requests', tr: 'Oyuncu talepleri' },
  'console.requests.title': { en: 'Player requests', tr: 'Oyuncu talepleri' },
  'console.requests.calls': {
    en: 'Call requests waiting ({count})',
    tr: 'Bekleyen arama talepleri ({count})',
  },
  'console.requests.bonuses': {
    en: 'Bonus requests waiting ({count})',
    tr: 'Bekleyen bonus talepleri ({count})',
  },
  'console.requests.noCalls': { en: 'No call request is waiting.', tr: 'Bekleyen arama talebi yok.' },
  'console.requests.noBonuses': { en: 'No bonus request is waiting.', tr: 'Bekleyen bonus talebi yok.' },
  'console.requests.callTitle': { en: 'Call request #{id}: {name}', tr: 'Arama talebi #{id}: {name}' },
  'console.requests.bonusTitle': { en: 'Bonus request #{id}: {title}', tr: 'Bonus talebi #{id}: {title}' },
  'console.requests.player': { en: 'Player {name}', tr: 'Oyuncu {name}' },
  'console.requests.visitor': { en: 'A visitor (not logged in)', tr: 'Ziyaretçi (giriş yapmamış)' },
  'console.requests.contacts': { en: 'Contacts', tr: 'İletişim bilgileri' },
  'console.requests.phone': { en: 'Phone', tr: 'Telefon' },
  'console.requests.whatsapp': { en: 'WhatsApp', tr: 'WhatsApp' },
  'console.requests.telegram': { en: 'Telegram', tr: 'Telegram' },
  'console.requests.email': { en: 'E-mail', tr: 'E-posta' },
  'console.requests.contact': { en: 'Contact', tr: 'İletişim' },
  'console.requests.outcome': { en: 'Outcome (what was agreed)', tr: 'Sonuç (ne konuşuldu)' },
  'console.requests.called': { en: 'Called: close', tr: 'Arandı: kapat' },
  'console.requests.dismiss': { en: 'Dismiss', tr: 'Reddet' },
  'console.requests.noAmount': { en: 'no fixed amount', tr: 'sabit tutar yok' },
  'console.requests.amount': { en: 'Amount to grant (₺)', tr: 'Verilecek tutar (₺)' },
  'console.requests.approve': { en: 'Approve: grant the bonus', tr: 'Onayla: bonusu ver' },
  'console.requests.reason': { en: 'Reason (the player reads it)', tr: 'Gerekçe (oyuncu okur)' },
  'console.requests.reject': { en: 'Reject', tr: 'Reddet' },
  'console.requests.done.called': { en: 'The call request is closed.', tr: 'Arama talebi kapatıldı.' },
  'console.requests.done.dismissed': {
    en: 'The call request was dismissed.',
    tr: 'Arama talebi reddedildi.',
  },
  'console.requests.done.approved': { en: 'The bonus was granted.', tr: 'Bonus verildi.' },
  'console.requests.done.rejected': { en: 'The bonus request was rejected.', tr: 'Bonus talebi reddedildi.' },
} as const;
