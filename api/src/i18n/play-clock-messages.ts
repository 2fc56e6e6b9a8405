/** Server texts of the play clock and the panic button (issue 32, en and tr). */
export const playClockMessages = {
  'playClock.panicStarted': {
    en: 'Your {hours}-hour break has started and lasts until {until}: no play and no deposits until then. You have been logged out everywhere',
    tr: '{hours} saatlik molanız başladı ve {until} tarihine kadar sürecek: bu süre boyunca oyun oynayamaz ve para yatıramazsınız. Tüm cihazlardan çıkış yaptınız',
  },
} as const;
