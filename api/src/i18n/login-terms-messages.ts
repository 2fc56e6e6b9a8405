/** Server texts of two-factor login, session blockers and consents (issue 32, items 4 and 6). */
export const loginTermsMessages = {
  'auth.secondFactorNeeded': {
    en: 'Enter the code from your authenticator app',
    tr: 'Doğrulama uygulamanızdaki kodu girin',
  },
  'auth.secondFactorExpired': {
    en: 'This login step has expired or had too many wrong codes. Log in again with your password.',
    tr: 'Bu giriş adımının süresi doldu ya da çok fazla yanlış kod girildi. Şifrenizle yeniden giriş yapın.',
  },
  'auth.secondFactorWrong': {
    en: 'The code is wrong or was already used. Enter the current code from your app, or a recovery code.',
    tr: 'Kod yanlış ya da daha önce kullanılmış. Uygulamanızdaki güncel kodu veya bir kurtarma kodunu girin.',
  },
  'auth.recoveryCodeUsed': {
    en: 'Welcome, {name}. You used a recovery code: {left} left. Create new ones on your account page if you run low.',
    tr: 'Hoş geldiniz {name}. Bir kurtarma kodu kullandınız: {left} kod kaldı. Azalırsa hesap sayfanızdan yenilerini oluşturun.',
  },
  'twoFactor.alreadyOn': {
    en: 'Two-step login is already on. Turn it off first to set up another app.',
    tr: 'İki adımlı giriş zaten açık. Başka bir uygulama kurmak için önce kapatın.',
  },
  'twoFactor.wrongSetupCode': {
    en: 'The code does not match. Check that the app shows playhub and enter its current code.',
    tr: 'Kod eşleşmiyor. Uygulamada playhub hesabının göründüğünü kontrol edip güncel kodu girin.',
  },
  'twoFactor.enabled': {
    en: 'Two-step login is on. Keep your recovery codes somewhere safe.',
    tr: 'İki adımlı giriş açıldı. Kurtarma kodlarınızı güvenli bir yerde saklayın.',
  },
  'twoFactor.disabled': { en: 'Two-step login is off.', tr: 'İki adımlı giriş kapatıldı.' },
  'twoFactor.required': {
    en: 'Two-step login is required for every account and cannot be turned off.',
    tr: 'İki adımlı giriş tüm hesaplar için zorunludur ve kapatılamaz.',
  },
  'twoFactor.deviceNotFound': {
    en: 'This device is not on your list any more.',
    tr: 'Bu cihaz artık listenizde değil.',
  },
  'twoFactor.deviceRevoked': {
    en: 'The device will ask for a code at its next login.',
    tr: 'Bu cihaz bir sonraki girişte kod isteyecek.',
  },
  'blocker.terms': {
    en: 'Our terms have changed. Accept the new terms on the site to play or deposit.',
    tr: 'Kullanım koşullarımız değişti. Oynamak veya para yatırmak için sitede yeni koşulları kabul edin.',
  },
  'blocker.twoFactorSetup': {
    en: 'Set up two-step login on the site to play or deposit.',
    tr: 'Oynamak veya para yatırmak için sitede iki adımlı girişi kurun.',
  },
  'terms.versionChanged': {
    en: 'The terms changed again while you were reading. Read the new version and accept it.',
    tr: 'Siz okurken koşullar yeniden değişti. Yeni sürümü okuyup kabul edin.',
  },
  'terms.accepted': {
    en: 'Thank you: the new terms are accepted.',
    tr: 'Teşekkürler: yeni koşullar kabul edildi.',
  },
  'consents.saved': { en: 'Your marketing choices are saved.', tr: 'Pazarlama tercihleriniz kaydedildi.' },
} as const;
