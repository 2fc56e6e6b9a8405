/** Server texts of issue 32, item 5 (en and tr): downloading one's data and closing the account. */
export const dataRightsMessages = {
  'dataRights.badFormat': {
    en: 'Choose JSON or CSV for your data download',
    tr: 'Veri indirme için JSON veya CSV seçin',
  },
  'dataRights.exportLimit': {
    en: 'You can download your data {count} times a day. Please try again in {hours} hours',
    tr: 'Verilerinizi günde {count} kez indirebilirsiniz. Lütfen {hours} saat sonra yeniden deneyin',
  },
  'dataRights.wrongPassword': {
    en: 'The password is not correct. Enter your current password to close the account',
    tr: 'Şifre doğru değil. Hesabı kapatmak için mevcut şifrenizi girin',
  },
  'dataRights.withdrawFirst': {
    en: 'Your account still holds money or a pending withdrawal. Withdraw your balance first, then close the account',
    tr: 'Hesabınızda hâlâ bakiye veya bekleyen bir çekim talebi var. Önce bakiyenizi çekin, ardından hesabı kapatın',
  },
  'dataRights.depositPending': {
    en: 'A deposit of yours is still being processed. Close the account once it has completed or expired',
    tr: 'Bir para yatırma işleminiz hâlâ sürüyor. İşlem tamamlandıktan veya süresi dolduktan sonra hesabı kapatın',
  },
  'dataRights.alreadyClosed': {
    en: 'This account is already closed',
    tr: 'Bu hesap zaten kapatıldı',
  },
  'dataRights.closed': {
    en: 'Your account is closed. You have been logged out everywhere',
    tr: 'Hesabınız kapatıldı. Tüm cihazlarda oturumunuz kapatıldı',
  },
} as const;
