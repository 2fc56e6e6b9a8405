/** Server texts of player protection: limits, reality checks, time-outs and self-exclusion (en and tr). */
export const protectionMessages = {
  'protection.period.day': { en: '24-hour', tr: '24 saatlik' },
  'protection.period.week': { en: '7-day', tr: '7 günlük' },
  'protection.period.month': { en: '30-day', tr: '30 günlük' },
  'protection.limitReached.deposit': {
    en: 'This deposit goes over your {period} deposit limit of {limit}: {left} is left now, and more from {reset}',
    tr: 'Bu yatırım {period} {limit} yatırım limitinizi aşıyor: şu an {left} kaldı, {reset} itibarıyla daha fazlası açılır',
  },
  'protection.limitReached.loss': {
    en: 'This stake could go over your {period} loss limit of {limit}: {left} is left now, and more from {reset}',
    tr: 'Bu bahis {period} {limit} kayıp limitinizi aşabilir: şu an {left} kaldı, {reset} itibarıyla daha fazlası açılır',
  },
  'protection.limitReached.wager': {
    en: 'This stake goes over your {period} wager limit of {limit}: {left} is left now, and more from {reset}',
    tr: 'Bu bahis {period} {limit} bahis limitinizi aşıyor: şu an {left} kaldı, {reset} itibarıyla daha fazlası açılır',
  },
  'protection.limitTooLow.deposit': {
    en: 'This deposit is more than your {period} deposit limit of {limit}',
    tr: 'Bu yatırım {period} {limit} yatırım limitinizden fazla',
  },
  'protection.limitTooLow.loss': {
    en: 'This stake is more than your {period} loss limit of {limit}',
    tr: 'Bu bahis {period} {limit} kayıp limitinizden fazla',
  },
  'protection.limitTooLow.wager': {
    en: 'This stake is more than your {period} wager limit of {limit}',
    tr: 'Bu bahis {period} {limit} bahis limitinizden fazla',
  },
  'protection.sessionLimit': {
    en: 'You reached your session-time limit of {minutes} minutes for the last 24 hours. Take a break: you can play again from {reopens}',
    tr: 'Son 24 saat için {minutes} dakikalık oturum süresi limitinize ulaştınız. Bir mola verin: {reopens} itibarıyla yeniden oynayabilirsiniz',
  },
  'protection.loginTimeout': {
    en: 'You are taking a time-out until {until}. You can log in again after that',
    tr: '{until} tarihine kadar mola verdiniz. Bu tarihten sonra tekrar giriş yapabilirsiniz',
  },
  'protection.loginExcluded': {
    en: 'You have excluded yourself until {until}. You can log in again after that',
    tr: '{until} tarihine kadar kendinizi oyundan uzaklaştırdınız. Bu tarihten sonra tekrar giriş yapabilirsiniz',
  },
  'protection.loginExcludedIndefinite': {
    en: 'You have excluded yourself indefinitely. After six months you can ask our support team in writing to lift it',
    tr: 'Kendinizi süresiz olarak oyundan uzaklaştırdınız. Altı ay sonra destek ekibimizden yazılı olarak kaldırılmasını isteyebilirsiniz',
  },
  'protection.excluded': {
    en: 'You cannot deposit or play until {until} (time-out or self-exclusion)',
    tr: '{until} tarihine kadar para yatıramaz ve oynayamazsınız (mola veya oyundan uzaklaşma)',
  },
  'protection.excludedIndefinite': {
    en: 'You have excluded yourself indefinitely: deposits and games are closed',
    tr: 'Kendinizi süresiz olarak oyundan uzaklaştırdınız: para yatırma ve oyunlar kapalı',
  },
  'protection.coolingOff': {
    en: 'Your exclusion has ended. After a cooling-off, you can deposit and play again from {until}',
    tr: 'Uzaklaşma süreniz bitti. Bekleme süresinin ardından {until} itibarıyla tekrar para yatırabilir ve oynayabilirsiniz',
  },
  'protection.limitSet': { en: 'Your limit is set', tr: 'Limitiniz ayarlandı' },
  'protection.limitRemoved': { en: 'The limit is removed', tr: 'Limit kaldırıldı' },
  'protection.limitPending': {
    en: 'Raising or removing a limit takes 24 hours: your change takes effect on {at}',
    tr: 'Limiti artırmak veya kaldırmak 24 saat sürer: değişikliğiniz {at} tarihinde geçerli olur',
  },
  'protection.realityCheckSet': { en: 'Your reality check is saved', tr: 'Gerçeklik kontrolünüz kaydedildi' },
  'protection.realityCheckRequired': {
    en: 'The reality check cannot be turned off while you have a session-time limit',
    tr: 'Oturum süresi limitiniz varken gerçeklik kontrolü kapatılamaz',
  },
  'protection.timeoutStarted': {
    en: 'Your time-out has started and lasts until {until}. You have been logged out everywhere',
    tr: 'Molanız başladı ve {until} tarihine kadar sürecek. Tüm cihazlardan çıkış yaptınız',
  },
  'protection.exclusionStarted': {
    en: 'Your self-exclusion has started and lasts until {until}. You have been logged out everywhere',
    tr: 'Oyundan uzaklaşmanız başladı ve {until} tarihine kadar sürecek. Tüm cihazlardan çıkış yaptınız',
  },
  'protection.exclusionStartedIndefinite': {
    en: 'Your indefinite self-exclusion has started. You have been logged out everywhere',
    tr: 'Süresiz olarak oyundan uzaklaşmanız başladı. Tüm cihazlardan çıkış yaptınız',
  },
  'operator.exclusionLifted': {
    en: 'The self-exclusion is lifted; play opens after its 7-day cooling-off',
    tr: 'Oyundan uzaklaşma kaldırıldı; oyun 7 günlük bekleme süresinden sonra açılır',
  },
  'operator.exclusion.none': {
    en: 'This player has no indefinite self-exclusion to lift',
    tr: 'Bu oyuncunun kaldırılacak süresiz bir uzaklaşması yok',
  },
  'operator.exclusion.tooEarly': {
    en: 'An indefinite self-exclusion can be lifted only after six months',
    tr: 'Süresiz uzaklaşma ancak altı ay sonra kaldırılabilir',
  },
} as const;
