import { i18n, initI18n, registerTranslations } from '@playhub/shared/i18n';

/** Texts of the notifications vertical (namespace `notifications`). */
export const notificationsTexts = {
  en: {
    title: 'Notifications',
    bellLabel: 'Notifications',
    unread_one: '{{count}} unread notification',
    unread_other: '{{count}} unread notifications',
    unreadMark: 'Unread',
    empty: 'When you have a new notification, you will see it here.',
    loadError: 'Your notifications could not be loaded.',
    type: { '1': 'Deposit', '2': 'Withdraw', '3': 'Jackpot', '4': 'Bonus', '5': 'System' },
    live: {
      Connected: 'Live updates on',
      Connecting: 'Connecting to live updates…',
      Reconnecting: 'Reconnecting to live updates…',
      Disconnecting: 'Live updates off',
      Disconnected: 'Live updates off',
    },
  },
  tr: {
    title: 'Bildirimler',
    bellLabel: 'Bildirimler',
    unread_one: '{{count}} okunmamış bildirim',
    unread_other: '{{count}} okunmamış bildirim',
    unreadMark: 'Okunmadı',
    empty: 'Yeni bir bildiriminiz olduğunda burada göreceksiniz.',
    loadError: 'Bildirimleriniz yüklenemedi.',
    type: { '1': 'Para Yatırma', '2': 'Para Çekme', '3': 'Jackpot', '4': 'Bonus', '5': 'Sistem' },
    live: {
      Connected: 'Canlı güncellemeler açık',
      Connecting: 'Canlı güncellemelere bağlanılıyor…',
      Reconnecting: 'Canlı güncellemelere yeniden bağlanılıyor…',
      Disconnecting: 'Canlı güncellemeler kapalı',
      Disconnected: 'Canlı güncellemeler kapalı',
    },
  },
};

/** Registers the texts once, when the remote's entry loads. */
export function registerNotificationsTranslations(): void {
  // i18next only accepts bundles once initialised; the host initialises before loading remotes, but
  // the standalone dev shell and tests import the entry first.
  if (!i18n.isInitialized) initI18n();
  registerTranslations('notifications', notificationsTexts);
}
