/** Host texts (namespace `host`). */
export const hostTexts = {
  en: {
    notFound: { title: 'Page not found', text: 'The page you are looking for does not exist or has moved.', home: 'Back to the home page' },
    nav: { home: 'Home', login: 'Login', register: 'Register', logout: 'Logout', deposit: 'Deposit', skip: 'Skip to content' },
    page: { notFound: 'This page could not be found.', error: 'This page could not be loaded.' },
  },
  tr: {
    notFound: { title: 'Sayfa bulunamadı', text: 'Aradığınız sayfa yok ya da taşındı.', home: 'Ana sayfaya dön' },
    nav: { home: 'Ana Sayfa', login: 'Giriş', register: 'Kayıt Ol', logout: 'Çıkış', deposit: 'Para Yatır', skip: 'İçeriğe geç' },
    page: { notFound: 'Bu sayfa bulunamadı.', error: 'Bu sayfa yüklenemedi.' },
  },
};
