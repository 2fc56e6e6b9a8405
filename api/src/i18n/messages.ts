import { complianceMessages } from './compliance-messages.js';
import { consoleMessages } from './console-messages.js';
import { consoleWorkMessages } from './console-work-messages.js';
import { dataRightsMessages } from './data-rights-messages.js';
import { hardeningMessages } from './hardening-messages.js';
import { identityMessages } from './identity-messages.js';
import { loginTermsMessages } from './login-terms-messages.js';
import { moneyMessages } from './money-messages.js';
import { operatorRolesMessages } from './operator-roles-messages.js';
import { personMessages } from './person-messages.js';
import { playClockMessages } from './play-clock-messages.js';
import { protectionMessages } from './protection-messages.js';
import { releaseEvidenceMessages } from './release-evidence-messages.js';
import { textMessages } from './text-messages.js';
import { marketsMessages } from './markets-messages.js';

/** Server message texts by key, en and tr. Validation keys match `VALIDATION_KEYS` of the contracts. */
export const messages = {
  ...moneyMessages,
  ...identityMessages,
  ...hardeningMessages,
  ...textMessages,
  ...protectionMessages,
  ...consoleMessages,
  ...personMessages,
  ...dataRightsMessages,
  ...playClockMessages,
  ...complianceMessages,
  ...loginTermsMessages,
  ...operatorRolesMessages,
  ...consoleWorkMessages,
  ...marketsMessages,
  ...releaseEvidenceMessages,
  'validation.required': { en: 'This field is required', tr: 'Bu alan zorunludur' },
  'validation.minLength': { en: 'Must be at least {min} characters', tr: 'En az {min} karakter olmalıdır' },
  'validation.maxLength': { en: 'Must be at most {max} characters', tr: 'En fazla {max} karakter olmalıdır' },
  'validation.exactLength': {
    en: 'Must be exactly {len} characters',
    tr: 'Tam olarak {len} karakter olmalıdır',
  },
  'validation.lettersOnly': {
    en: 'Only letters, words separated by single spaces',
    tr: 'Yalnızca harf; kelimeler arasında tek boşluk',
  },
  'validation.lettersDigitsOnly': { en: 'Only letters and digits', tr: 'Yalnızca harf ve rakam' },
  'validation.digitsOnly': { en: 'Only digits', tr: 'Yalnızca rakam' },
  'validation.email': { en: 'Enter a valid e-mail address', tr: 'Geçerli bir e-posta adresi girin' },
  'validation.personalNo': {
    en: 'National ID must be 11 digits',
    tr: 'T.C. kimlik numarası 11 haneli olmalıdır',
  },
  'validation.date': { en: 'Enter a valid date', tr: 'Geçerli bir tarih girin' },
  'validation.dateRange': {
    en: 'The end date must not be before the start date',
    tr: 'Bitiş tarihi başlangıç tarihinden önce olamaz',
  },
  'validation.passwordMismatch': { en: 'Passwords do not match', tr: 'Şifreler eşleşmiyor' },
  'validation.notBlank': { en: 'Must not be blank', tr: 'Boş bırakılamaz' },
  'validation.contactsMin': {
    en: 'You must add at least one contact',
    tr: 'En az bir iletişim bilgisi eklemelisiniz',
  },
  'validation.contactsMax': {
    en: 'You can add at most 5 contacts',
    tr: 'Maksimum 5 iletişim bilgisi ekleyebilirsiniz',
  },
  'validation.invalid': { en: 'Invalid value', tr: 'Geçersiz değer' },
  'validation.positiveAmount': { en: 'Enter an amount above zero', tr: 'Sıfırdan büyük bir tutar girin' },
  'validation.mobilePhone': {
    en: 'Enter all 10 digits of your mobile number',
    tr: 'Cep telefonu numaranızın 10 hanesinin tamamını girin',
  },
  'validation.acceptTerms': {
    en: 'Accept the terms and the privacy notice to sign up',
    tr: 'Kayıt olmak için şartları ve gizlilik bildirimini kabul edin',
  },
  'validation.unknownField': { en: 'Unknown field', tr: 'Bilinmeyen alan' },
  'validation.mask': { en: 'Does not match the format {mask}', tr: '{mask} biçimine uymuyor' },
  'validation.option': { en: 'Choose one of the options', tr: 'Seçeneklerden birini seçin' },
  'validation.amountRange': {
    en: 'Amount must be between {min} and {max}',
    tr: 'Tutar {min} ile {max} arasında olmalıdır',
  },
  'errors.badRequest': { en: 'Invalid request', tr: 'Geçersiz istek' },
  'errors.badJson': { en: 'The request body is not valid JSON', tr: 'İstek gövdesi geçerli JSON değil' },
  'errors.tooLarge': { en: 'The request body is too large', tr: 'İstek gövdesi çok büyük' },
  'errors.notFound': { en: 'Not found', tr: 'Bulunamadı' },
  // The page the server paints, until the application takes it over (api/src/http/shell).
  'shell.loading': { en: 'Loading…', tr: 'Yükleniyor…' },
  'errors.unauthorized': { en: 'Please log in', tr: 'Lütfen giriş yapın' },
  'errors.rateLimited': {
    en: 'Too many attempts. Please wait a minute and try again',
    tr: 'Çok fazla deneme. Lütfen bir dakika bekleyip tekrar deneyin',
  },
  'errors.internal': {
    en: 'Something went wrong. Please try again',
    tr: 'Bir şeyler ters gitti. Lütfen tekrar deneyin',
  },
  'errors.forbidden': { en: 'Forbidden', tr: 'Yasak' },
  // The database is away (restart, failover, full disk); money routes are idempotent, so a retry is safe.
  'errors.unavailable': {
    en: 'The service is briefly unavailable. Please try again in a few seconds',
    tr: 'Hizmet kısa bir süreliğine kullanılamıyor. Lütfen birkaç saniye sonra tekrar deneyin',
  },
  'auth.loginOk': { en: 'Welcome, {name}!', tr: 'Hoş geldiniz, {name}!' },
  'auth.badCredentials': { en: 'Wrong username or password', tr: 'Kullanıcı adı veya şifre hatalı' },
  'auth.registered': { en: 'Your account has been created', tr: 'Hesabınız oluşturuldu' },
  'auth.usernameTaken': { en: 'This username is already taken', tr: 'Bu kullanıcı adı zaten kullanılıyor' },
  'auth.unknownCountry': { en: 'Unknown country', tr: 'Bilinmeyen ülke' },
  'auth.loggedOut': { en: 'You have been logged out', tr: 'Çıkış yapıldı' },
  'auth.resetSent': {
    en: 'A code has been sent to your email address to reset your password. Please enter this code in the field below.',
    tr: 'Şifrenizi sıfırlamak için e-posta adresinize bir kod gönderildi. Lütfen bu kodu aşağıdaki alana girin.',
  },
  'auth.codeOk': { en: 'Please enter your new password.', tr: 'Lütfen yeni şifrenizi girin.' },
  'auth.badCode': { en: 'The code is wrong or has expired', tr: 'Kod hatalı veya süresi dolmuş' },
  'auth.passwordReset': {
    en: 'Password change successful. You are now directed to the login page.',
    tr: 'Şifre değişikliği başarılı. Giriş sayfasına yönlendiriliyorsunuz.',
  },
  'auth.resendWait': {
    en: 'Please wait {seconds} seconds before requesting a new code',
    tr: 'Yeni kod istemeden önce lütfen {seconds} saniye bekleyin',
  },
  'auth.resetMail': {
    en: 'Your playhub password reset code: {code}',
    tr: 'playhub şifre sıfırlama kodunuz: {code}',
  },
  'customer.smsText': {
    en: 'Your playhub verification code: {code}',
    tr: 'playhub doğrulama kodunuz: {code}',
  },
  'customer.codeSent': {
    en: 'A verification code has been sent to your phone',
    tr: 'Telefonunuza bir doğrulama kodu gönderildi',
  },
  'customer.phoneVerified': {
    en: 'Congratulations! Your Phone Number has been successfully verified!',
    tr: 'Tebrikler! Telefon numaranız başarıyla doğrulandı!',
  },
  'customer.passwordChanged': { en: 'Your password has been changed', tr: 'Şifreniz değiştirildi' },
  'customer.wrongOldPassword': { en: 'The old password is wrong', tr: 'Eski şifre hatalı' },
  'customer.notificationRead': {
    en: 'Notification marked as read',
    tr: 'Bildirim okundu olarak işaretlendi',
  },
  'payment.noMethod': { en: 'Payment method not found', tr: 'Ödeme yöntemi bulunamadı' },
  'payment.depositRedirect': {
    en: 'Click the button below to continue the process!',
    tr: 'İşleme devam etmek için aşağıdaki butona tıklayın!',
  },
  'payment.withdrawOk': {
    en: 'Your withdrawal request of {amount} has been received',
    tr: '{amount} çekim talebiniz alındı',
  },
  'payment.insufficient': { en: 'Insufficient balance', tr: 'Yetersiz bakiye' },
  'payment.depositTitle': { en: 'Deposit', tr: 'Para Yatırma' },
  'payment.withdrawTitle': { en: 'Withdrawal', tr: 'Para Çekme' },
  'payment.depositNote': {
    en: '{amount} has been added to your balance via {method}',
    tr: '{method} ile bakiyenize {amount} eklendi',
  },
  'payment.withdrawNote': {
    en: 'Your withdrawal of {amount} via {method} is pending',
    tr: '{method} ile {amount} çekim talebiniz beklemede',
  },
  'bonus.trialTaken': {
    en: 'You have already received the trial bonus',
    tr: 'Deneme bonusunu zaten aldınız',
  },
  'bonus.trialTitle': { en: 'Trial bonus', tr: 'Deneme bonusu' },
  'bonus.requested': { en: 'Your bonus request has been received', tr: 'Bonus talebiniz alındı' },
  'bonus.pendingExists': {
    en: 'You already have a pending request for this bonus',
    tr: 'Bu bonus için bekleyen bir talebiniz var',
  },
  'bonus.notFound': { en: 'Bonus not found', tr: 'Bonus bulunamadı' },
  'casino.favAdded': { en: 'Added to favorites', tr: 'Favorilere eklendi' },
  'casino.favRemoved': { en: 'Removed from favorites', tr: 'Favorilerden çıkarıldı' },
  'casino.gameNotFound': { en: 'Game not found', tr: 'Oyun bulunamadı' },
  'cms.callmeOk': {
    en: 'Your call request has been received. We will call you soon',
    tr: 'Arama talebiniz alındı. Sizi en kısa sürede arayacağız',
  },
  'cms.pageNotFound': { en: 'Page not found', tr: 'Sayfa bulunamadı' },
  'operator.sent': { en: 'Notification sent', tr: 'Bildirim gönderildi' },
  ok: { en: 'OK', tr: 'Tamam' },
} as const;

/** A server message key. */
export type MessageKey = keyof typeof messages;
