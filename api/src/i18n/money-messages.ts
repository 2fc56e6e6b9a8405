/** Server texts of deposits, withdrawals, the game wallet, bonuses and operators (en and tr). */
export const moneyMessages = {
  'payment.depositReceived': {
    en: 'Your deposit of {amount} has been received. Your balance will be updated as soon as {method} confirms the payment',
    tr: '{amount} yatırımınız alındı. {method} ödemeyi onayladığında bakiyeniz güncellenecek',
  },
  'payment.depositFailedTitle': { en: 'Deposit not completed', tr: 'Para yatırma tamamlanmadı' },
  'payment.depositFailedNote': {
    en: 'Your deposit of {amount} via {method} was not completed; nothing was charged',
    tr: '{method} ile {amount} yatırımınız tamamlanmadı; ücret alınmadı',
  },
  'payment.depositNotStarted': {
    en: 'This deposit did not start and no money was taken. Start a new deposit.',
    tr: 'Bu yatırım başlamadı ve ücret alınmadı. Yeni bir yatırım başlatın.',
  },
  'payment.providerUnavailable': {
    en: 'The payment provider is not answering. Please try again in a few minutes',
    tr: 'Ödeme sağlayıcısı yanıt vermiyor. Lütfen birkaç dakika sonra tekrar deneyin',
  },
  'payment.withdrawApprovedNote': {
    en: 'Your withdrawal of {amount} via {method} has been approved and sent',
    tr: '{method} ile {amount} çekim talebiniz onaylandı ve gönderildi',
  },
  'payment.withdrawRejectedNote': {
    en: 'Your withdrawal of {amount} via {method} was rejected and the amount is back in your balance',
    tr: '{method} ile {amount} çekim talebiniz reddedildi ve tutar bakiyenize iade edildi',
  },
  'payment.withdrawRejectedReasonNote': {
    en: 'Your withdrawal of {amount} via {method} was rejected and the amount is back in your balance. Reason: {reason}',
    tr: '{method} ile {amount} çekim talebiniz reddedildi ve tutar bakiyenize iade edildi. Sebep: {reason}',
  },
  'payment.insufficientWithdrawable': {
    en: 'You can withdraw at most {amount} (bonus money and pending withdrawals are not withdrawable)',
    tr: 'En fazla {amount} çekebilirsiniz (bonus ve bekleyen çekimler çekilemez)',
  },
  'callback.badSignature': { en: 'Signature missing or invalid', tr: 'İmza eksik veya geçersiz' },
  'callback.replayed': { en: 'This callback was already received', tr: 'Bu bildirim zaten alındı' },
  'callback.unknownReference': { en: 'Unknown payment reference', tr: 'Bilinmeyen ödeme referansı' },
  'callback.amountMismatch': {
    en: 'The amount does not match the payment',
    tr: 'Tutar ödemeyle eşleşmiyor',
  },
  'callback.conflict': {
    en: 'The payment already has another outcome',
    tr: 'Ödemenin zaten başka bir sonucu var',
  },
  'callback.applied': { en: 'Applied', tr: 'Uygulandı' },
  'callback.duplicateReference': {
    en: 'This provider reference already belongs to another payment',
    tr: 'Bu sağlayıcı referansı başka bir ödemeye ait',
  },
  'callback.notCaptured': {
    en: 'The payment was cancelled and the provider does not confirm it was captured',
    tr: 'Ödeme iptal edilmişti ve sağlayıcı tahsil edildiğini doğrulamıyor',
  },
  'callback.alreadyApplied': { en: 'Already applied', tr: 'Zaten uygulandı' },
  'callback.wrongProvider': { en: 'Unknown payment provider', tr: 'Bilinmeyen ödeme sağlayıcısı' },
  'idempotency.badKey': {
    en: 'Idempotency-Key must be 8–100 letters, digits or - _ : .',
    tr: 'Idempotency-Key 8–100 harf, rakam veya - _ : . olmalıdır',
  },
  'idempotency.mismatch': {
    en: 'This Idempotency-Key was used for another request',
    tr: 'Bu Idempotency-Key başka bir istek için kullanıldı',
  },
  'idempotency.inProgress': {
    en: 'The same request is still being processed. Check your history before trying again',
    tr: 'Aynı istek hâlâ işleniyor. Tekrar denemeden önce geçmişinizi kontrol edin',
  },
  'idempotency.retry': {
    en: 'The first attempt failed; please send the request again',
    tr: 'İlk deneme başarısız oldu; lütfen isteği tekrar gönderin',
  },
  'messaging.failed': {
    en: 'The code could not be sent. Please try again in a minute',
    tr: 'Kod gönderilemedi. Lütfen bir dakika sonra tekrar deneyin',
  },
  'wallet.refused': { en: 'Refused: {code}', tr: 'Reddedildi: {code}' },
  'wallet.ok': { en: 'OK', tr: 'Tamam' },
  'bonus.trialGranted': {
    en: 'Your trial bonus of {amount} has been added as bonus money. Wager {wagering} to make it withdrawable',
    tr: '{amount} deneme bonusunuz bonus bakiyenize eklendi. Çekilebilir olması için {wagering} çevrim yapın',
  },
  'bonus.needsPhone': {
    en: 'Verify your phone number first to receive the trial bonus',
    tr: 'Deneme bonusunu almak için önce telefon numaranızı doğrulayın',
  },
  'bonus.notOptedIn': {
    en: 'The trial bonus was not chosen at sign-up',
    tr: 'Deneme bonusu kayıt sırasında seçilmedi',
  },
  'bonus.unavailable': { en: 'No trial bonus is offered now', tr: 'Şu anda deneme bonusu sunulmuyor' },
  'operator.badCredentials': {
    en: 'Wrong operator name or password',
    tr: 'Operatör adı veya şifre hatalı',
  },
  'operator.loggedIn': { en: 'Logged in', tr: 'Giriş yapıldı' },
  'operator.notPending': {
    en: 'This withdrawal is not pending any more',
    tr: 'Bu çekim artık beklemede değil',
  },
  'operator.approved': { en: 'Withdrawal approved and paid out', tr: 'Çekim onaylandı ve ödendi' },
  'operator.alertResolved': {
    en: 'This alert was already resolved',
    tr: 'Bu uyarı zaten çözülmüş',
  },
  'operator.alertResolvedOk': { en: 'Alert resolved', tr: 'Uyarı çözüldü' },
  'operator.payoutSending': {
    en: 'Withdrawal approved and sent; the payment provider has not confirmed it yet. It is checked again automatically',
    tr: 'Çekim onaylandı ve gönderildi; ödeme sağlayıcısı henüz onaylamadı. Otomatik olarak yeniden kontrol edilecek',
  },
  'operator.rejected': {
    en: 'Withdrawal rejected; the hold is released',
    tr: 'Çekim reddedildi; bloke kaldırıldı',
  },
  'operator.ledgerOk': { en: 'Every balance matches its ledger', tr: 'Tüm bakiyeler defterle eşleşiyor' },
  'operator.ledgerMismatch': {
    en: '{count} ledger problems found (balances, chains or transfers that do not add up)',
    tr: '{count} defter sorunu bulundu (tutmayan bakiyeler, zincirler veya transferler)',
  },
} as const;
