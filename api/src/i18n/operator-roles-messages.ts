/** Texts of operator roles and the operators' second factor (issue 30, item 6), en and tr. */
export const operatorRolesMessages = {
  'operatorRoles.role.viewer': { en: 'Viewer', tr: 'İzleyici' },
  'operatorRoles.role.operator': { en: 'Operator', tr: 'Operatör' },
  'operatorRoles.role.approver': { en: 'Approver', tr: 'Onaylayıcı' },
  'operatorRoles.refusedTitle': { en: 'Not allowed for your role', tr: 'Rolünüz buna izin vermiyor' },
  'operatorRoles.refused.read': {
    en: 'Your account cannot do this. Ask an approver to check your role.',
    tr: 'Hesabınız bunu yapamaz. Rolünüzü kontrol etmesini bir onaylayıcıdan isteyin.',
  },
  'operatorRoles.refused.decide': {
    en: 'Your role is read only: deciding requests, documents, complaints and exclusions needs the Operator or Approver role. Ask an approver to change your role.',
    tr: 'Rolünüz yalnızca okuma içindir: taleplere, belgelere, şikâyetlere ve kendini dışlamalara karar vermek için Operatör veya Onaylayıcı rolü gerekir. Rolünüzü değiştirmesini bir onaylayıcıdan isteyin.',
  },
  'operatorRoles.refused.rollout': {
    en: 'Rollout changes (canary, promote, abort, rollback) need the Approver role. Ask an approver to make the change, or to change your role.',
    tr: 'Sürüm geçişi değişiklikleri (kanarya, yükseltme, durdurma, geri alma) Onaylayıcı rolü gerektirir. Değişikliği yapmasını ya da rolünüzü değiştirmesini bir onaylayıcıdan isteyin.',
  },
  'operatorRoles.refused.roles': {
    en: 'Only approvers see and change operators’ roles. Ask an approver.',
    tr: 'Operatörlerin rollerini yalnızca onaylayıcılar görür ve değiştirir. Bir onaylayıcıya başvurun.',
  },
  'operatorRoles.unknown': {
    en: 'There is no such operator account. Go back to the list and choose again.',
    tr: 'Böyle bir operatör hesabı yok. Listeye dönüp yeniden seçin.',
  },
  'operatorRoles.lastApprover': {
    en: '{name} is the last approver: nobody could change rollouts or roles any more. Make another operator an approver first.',
    tr: '{name} son onaylayıcı: artık kimse sürüm geçişlerini ya da rolleri değiştiremezdi. Önce başka bir operatörü onaylayıcı yapın.',
  },
  'operatorRoles.setupFirst': {
    en: 'This account must log in with a second factor and has none yet. Log in to the operator console (/operator/) and set it up there first.',
    tr: 'Bu hesabın ikinci bir doğrulama adımıyla giriş yapması gerekiyor ve henüz ayarlanmamış. Önce operatör konsoluna (/operator/) giriş yapıp orada ayarlayın.',
  },
  'operatorRoles.codeNeeded': {
    en: 'This account logs in with a second factor: send the code of your authenticator app (or a recovery code) as "code".',
    tr: 'Bu hesap ikinci bir doğrulama adımıyla giriş yapar: doğrulama uygulamanızın kodunu (ya da bir kurtarma kodunu) "code" olarak gönderin.',
  },
  'operatorRoles.codeWrong': {
    en: 'That code is not right, or it was already used. Type the code your authenticator app shows now, or an unused recovery code.',
    tr: 'Bu kod doğru değil ya da daha önce kullanıldı. Doğrulama uygulamanızın şu an gösterdiği kodu ya da kullanılmamış bir kurtarma kodunu girin.',
  },
  'operatorRoles.challengeExpired': {
    en: 'This login has expired or had too many wrong codes. Log in again with your password.',
    tr: 'Bu giriş denemesinin süresi doldu ya da çok fazla yanlış kod girildi. Şifrenizle yeniden giriş yapın.',
  },
  'operatorRoles.codeTitle': { en: 'Two-step login', tr: 'İki adımlı giriş' },
  'operatorRoles.codeIntro': {
    en: 'Your password was right. Now type the 6-digit code your authenticator app shows, or one of your recovery codes.',
    tr: 'Şifreniz doğru. Şimdi doğrulama uygulamanızın gösterdiği 6 haneli kodu ya da kurtarma kodlarınızdan birini girin.',
  },
  'operatorRoles.code': { en: 'Code', tr: 'Kod' },
  'operatorRoles.codeHint': {
    en: '6 digits, or a recovery code such as ABCDE-FGHJK',
    tr: '6 hane ya da ABCDE-FGHJK gibi bir kurtarma kodu',
  },
  'operatorRoles.codeSubmit': { en: 'Continue', tr: 'Devam et' },
  'operatorRoles.codeRestart': {
    en: 'Start again with the password',
    tr: 'Şifreyle baştan başla',
  },
  'operatorRoles.tfNav': { en: 'Two-step login', tr: 'İki adımlı giriş' },
  'operatorRoles.tfTitle': { en: 'Two-step login', tr: 'İki adımlı giriş' },
  'operatorRoles.tfState': { en: 'Your second factor', tr: 'İkinci doğrulama adımınız' },
  'operatorRoles.tfOn': {
    en: 'On: every login asks for a code of your authenticator app. Recovery codes left: {left}.',
    tr: 'Açık: her girişte doğrulama uygulamanızın kodu istenir. Kalan kurtarma kodu: {left}.',
  },
  'operatorRoles.tfOff': {
    en: 'Off: your password alone opens the console. Set up an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…) to protect it.',
    tr: 'Kapalı: konsolu yalnızca şifreniz açıyor. Korumak için bir doğrulama uygulaması (Google Authenticator, Microsoft Authenticator, 1Password…) ayarlayın.',
  },
  'operatorRoles.tfRequired': {
    en: 'Operators must log in with a second factor here. Set it up now: the rest of the console opens once it is done.',
    tr: 'Burada operatörlerin ikinci bir doğrulama adımıyla giriş yapması zorunludur. Şimdi ayarlayın: konsolun geri kalanı bu adım tamamlanınca açılır.',
  },
  'operatorRoles.tfStart': { en: 'Set up an authenticator app', tr: 'Doğrulama uygulaması ayarla' },
  'operatorRoles.recoveryUsed': {
    en: 'You logged in with a recovery code; it cannot be used again. Recovery codes left: {left}.',
    tr: 'Bir kurtarma koduyla giriş yaptınız; bu kod yeniden kullanılamaz. Kalan kurtarma kodu: {left}.',
  },
  'operatorRoles.setupWrong': {
    en: 'That code did not match the new secret, so nothing changed. Start the setup again and type the code the app shows for it.',
    tr: 'Bu kod yeni anahtarla eşleşmedi, bu yüzden hiçbir şey değişmedi. Kurulumu yeniden başlatın ve uygulamanın gösterdiği kodu girin.',
  },
  'operatorRoles.setupScan': {
    en: '1. Scan this QR code with your authenticator app',
    tr: '1. Bu QR kodunu doğrulama uygulamanızla tarayın',
  },
  'operatorRoles.setupQr': {
    en: 'QR code of your new second factor',
    tr: 'Yeni ikinci doğrulama adımınızın QR kodu',
  },
  'operatorRoles.setupSecret': {
    en: 'Cannot scan? Type this key into the app:',
    tr: 'Tarayamıyor musunuz? Bu anahtarı uygulamaya yazın:',
  },
  'operatorRoles.setupConfirm': {
    en: '2. Type the code the app shows',
    tr: '2. Uygulamanın gösterdiği kodu girin',
  },
  'operatorRoles.setupSubmit': { en: 'Turn on two-step login', tr: 'İki adımlı girişi aç' },
  'operatorRoles.enabled': {
    en: 'Two-step login is on: from now on every login asks for a code.',
    tr: 'İki adımlı giriş açık: bundan sonra her girişte kod istenecek.',
  },
  'operatorRoles.codesTitle': { en: 'Your recovery codes', tr: 'Kurtarma kodlarınız' },
  'operatorRoles.codesIntro': {
    en: 'Each code logs you in once without your phone. Write them down or store them in your password manager now: this page is the only time they are shown.',
    tr: 'Her kod, telefonunuz olmadan bir kez giriş yapmanızı sağlar. Bunları şimdi not edin ya da şifre yöneticinize kaydedin: yalnızca bu sayfada gösterilirler.',
  },
  'operatorRoles.codesDone': { en: 'I have saved them, go to the console', tr: 'Kaydettim, konsola git' },
  'operatorRoles.nav': { en: 'Operators', tr: 'Operatörler' },
  'operatorRoles.title': { en: 'Operators and roles', tr: 'Operatörler ve roller' },
  'operatorRoles.intro': {
    en: 'Viewer: reads everything, changes nothing. Operator: also decides withdrawals, requests, documents, complaints and exclusions. Approver: also changes rollouts and roles. Every change is in the audit log.',
    tr: 'İzleyici: her şeyi okur, hiçbir şeyi değiştirmez. Operatör: ayrıca çekimlere, taleplere, belgelere, şikâyetlere ve kendini dışlamalara karar verir. Onaylayıcı: ayrıca sürüm geçişlerini ve rolleri değiştirir. Her değişiklik denetim kaydındadır.',
  },
  'operatorRoles.accounts': { en: 'Accounts ({count})', tr: 'Hesaplar ({count})' },
  'operatorRoles.none': {
    en: 'No operator accounts. Create one with pnpm --filter @playhub/api operator:add <name> --role <role>.',
    tr: 'Operatör hesabı yok. pnpm --filter @playhub/api operator:add <ad> --role <rol> ile oluşturun.',
  },
  'operatorRoles.twoFactor': { en: 'Two-step login', tr: 'İki adımlı giriş' },
  'operatorRoles.roleOf': { en: 'Role of {name}', tr: '{name} rolü' },
  'operatorRoles.you': { en: 'you', tr: 'siz' },
  'operatorRoles.inactive': { en: 'inactive', tr: 'etkin değil' },
  'operatorRoles.tfYes': { en: 'On', tr: 'Açık' },
  'operatorRoles.tfNo': { en: 'Off', tr: 'Kapalı' },
  'operatorRoles.save': { en: 'Save role', tr: 'Rolü kaydet' },
  'operatorRoles.changed': {
    en: 'The role was changed and recorded in the audit log.',
    tr: 'Rol değiştirildi ve denetim kaydına yazıldı.',
  },
  'operatorRoles.readOnly': {
    en: 'You are a viewer: you can read everything here and change nothing.',
    tr: 'İzleyicisiniz: buradaki her şeyi okuyabilir, hiçbir şeyi değiştiremezsiniz.',
  },
  'operatorRoles.rolloutOnly': {
    en: 'Rollout changes need the Approver role. Ask an approver to make them.',
    tr: 'Sürüm geçişi değişiklikleri Onaylayıcı rolü gerektirir. Bir onaylayıcıdan yapmasını isteyin.',
  },
  'operatorRoles.reset': {
    en: 'Reset two-step login of {name}',
    tr: '{name} için iki adımlı girişi sıfırla',
  },
  'operatorRoles.resetNote': {
    en: 'Only for a lost phone with no recovery code left: the app and codes stop working, open sessions end, and a new setup is asked at the next login.',
    tr: 'Yalnızca kurtarma kodu kalmamış kayıp bir telefon için: uygulama ve kodlar çalışmaz olur, açık oturumlar kapanır ve bir sonraki girişte yeni kurulum istenir.',
  },
  'operatorRoles.resetDone': {
    en: 'Two-step login was reset and recorded in the audit log; that operator sets it up again at the next login.',
    tr: 'İki adımlı giriş sıfırlandı ve denetim kaydına yazıldı; o operatör bir sonraki girişte yeniden ayarlar.',
  },
} as const;
