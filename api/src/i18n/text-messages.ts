/** Server texts of notifications that are not about a payment (en and tr); see notification-texts.ts. */
export const textMessages = {
  'notification.welcomeTitle': { en: 'Welcome!', tr: 'Hoş geldiniz!' },
  'notification.welcomeNote': {
    en: 'Welcome to the Playhub family. Have fun!',
    tr: 'Playhub ailesine hoş geldiniz. İyi eğlenceler!',
  },
  'notification.cashbackTitle': { en: 'Bonus', tr: 'Bonus' },
  'notification.cashbackNote': {
    en: 'Your weekly cashback bonus has been added to your account',
    tr: 'Haftalık kayıp bonusunuz hesabınıza eklendi',
  },
  'notification.jackpotTitle': { en: 'Jackpot', tr: 'Jackpot' },
  'notification.jackpotNote': { en: 'This week’s jackpot is {amount}!', tr: 'Bu hafta jackpot {amount}!' },
} as const;
