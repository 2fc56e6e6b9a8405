/** Server texts of accounts and throttling: registration rules, uniform answers, waits (en and tr). */
export const identityMessages = {
  'validation.personalNoChecksum': {
    en: 'This is not a valid T.C. identity number',
    tr: 'Bu geçerli bir T.C. kimlik numarası değil',
  },
  'validation.tooYoung': {
    en: 'You must be 18 or older to register',
    tr: 'Kayıt olmak için en az 18 yaşında olmalısınız',
  },
  'throttle.wait': {
    en: 'Too many attempts. Please try again in {seconds} seconds',
    tr: 'Çok fazla deneme. Lütfen {seconds} saniye sonra tekrar deneyin',
  },
  'throttle.waitMinutes': {
    en: 'Too many attempts. Please try again in {minutes} minutes',
    tr: 'Çok fazla deneme. Lütfen {minutes} dakika sonra tekrar deneyin',
  },
  // Sign-ups (issue 33): one text for a busy device and a busy network, so it reveals neither.
  'throttle.signUp': {
    en: 'Many accounts were opened from this network or device just now. Please try again in a minute',
    tr: 'Bu ağdan veya cihazdan az önce çok sayıda hesap açıldı. Lütfen bir dakika sonra tekrar deneyin',
  },
  'throttle.signUpMinutes': {
    en: 'Many accounts were opened from this network or device just now. Please try again in {minutes} minutes',
    tr: 'Bu ağdan veya cihazdan az önce çok sayıda hesap açıldı. Lütfen {minutes} dakika sonra tekrar deneyin',
  },
  // One answer for a taken e-mail, phone or national ID: which one it was would reveal an account.
  'identity.detailsUnavailable': {
    en: 'These details cannot be used for a new account. If you already have an account, log in or recover your password.',
    tr: 'Bu bilgiler yeni bir hesap için kullanılamaz. Zaten bir hesabınız varsa giriş yapın veya şifrenizi sıfırlayın.',
  },
  'identity.phoneUnavailable': {
    en: 'This phone number cannot be verified for your account',
    tr: 'Bu telefon numarası hesabınız için doğrulanamıyor',
  },
  'identity.tryAgain': {
    en: 'Your account could not be created just now. Please try again',
    tr: 'Hesabınız şu anda oluşturulamadı. Lütfen tekrar deneyin',
  },
} as const;
