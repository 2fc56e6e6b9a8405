import { i18n, registerTranslations } from '@playhub/shared/i18n';

/** English texts of namespace `wallet`; texts quoted in docs/requirements.md are verbatim. */
const en = {
  breadcrumb: { deposit: 'Deposit Money', withdraw: 'Withdraw Money' },
  tabs: { label: 'Deposit or withdraw', deposit: 'Deposit', withdraw: 'Withdraw' },
  page: {
    depositTitle: 'Deposit Money',
    withdrawTitle: 'Withdraw Money',
    balance: 'Balance',
    depositIntro: 'Choose a payment method to deposit.',
    withdrawIntro: 'Choose a method to withdraw your balance.',
  },
  methods: {
    min: 'Min {{amount}}',
    max: 'Max {{amount}}',
    limits: 'Min {{min}} · Max {{max}}',
    chooseDeposit: 'Deposit',
    chooseWithdraw: 'Withdraw',
    chooseDepositNamed: 'Deposit with {{name}}',
    chooseWithdrawNamed: 'Withdraw with {{name}}',
    loadError: 'Payment methods could not be loaded.',
  },
  modal: { depositTitle: 'Deposit', withdrawTitle: 'Withdraw', back: 'Back to payment methods' },
  protection: {
    link: 'Player protection: deposit limits, reality checks and breaks',
    inviteTitle: 'Before your first deposit: set a deposit limit',
    inviteLead:
      'A limit on what you deposit per day, week or month helps you stay in control. You can change it later.',
    inviteSet: 'Set a deposit limit',
    inviteSkip: 'Not now',
  },
  allowance: {
    left: 'Your deposit limit: {{limit}} {{period}}. You can still deposit {{amount}}.',
    reached:
      'You have reached your deposit limit of {{limit}} {{period}}. You can deposit again as earlier deposits leave that period.',
    periods: { day: 'per 24 hours', week: 'per 7 days', month: 'per 30 days' },
  },
  onBreak: {
    title: 'You are on a time-out or self-exclusion',
    withdraw:
      'You can withdraw your balance here. Games, deposits and bonuses stay closed until your break ends.',
    deposit: 'Deposits are closed until your break ends. You can still withdraw your balance.',
    history: 'Your deposits and withdrawals',
  },
  form: {
    submit: 'Submit',
    choose: 'Choose…',
    loadError: 'The payment form could not be loaded.',
    dialogLabel: 'Payment form',
  },
  lost: {
    checking: 'The answer to your deposit did not arrive. Checking whether it went through…',
    wentThrough:
      'Your deposit of {{amount}} reached us: the answer was lost on the way, not the deposit. Do not send it again; its state is shown below.',
    awaiting:
      'Your deposit of {{amount}} was registered but is not paid yet. Press {{submit}} again to continue to the payment page: the same deposit continues, no second one is made.',
    notReceived:
      'Your deposit did not reach us, so nothing was charged. Trying again is safe: the same request is sent again and cannot be counted twice.',
    unknown:
      'We could not check whether your deposit went through. Check your connection and try again: trying again is safe, the same request is sent again and cannot be counted twice.',
  },
  result: {
    continueText: 'Click the button below to continue the process!',
    continue: 'Continue',
    popupBlocked: 'Your browser blocked the payment page. Use the button below to open it.',
    success: 'Success',
    failed: 'Not completed',
    waitingPayment:
      'Waiting for your payment… This page updates by itself when you pay or cancel on the payment page.',
    waitingConfirm: 'Waiting for the payment provider to confirm…',
    confirmed: 'Payment received: {{amount}} has been added to your balance.',
    cancelled: 'The payment of {{amount}} was cancelled. Nothing was charged.',
    rejected: 'The payment of {{amount}} was declined. Nothing was charged.',
    lost: 'Your payment is still being processed. You can follow it in your financial history.',
    history: 'Financial History',
    again: 'Make another deposit',
    retry: 'Try again',
  },
  summary: {
    withdrawable: 'Withdrawable now',
    upTo: 'You can withdraw up to',
    held: 'Held for pending withdrawals',
    bonus: 'Bonus money (withdrawable after wagering)',
    wageringLabel: 'Wagering progress',
    wagering: 'Wagered {{wagered}} of {{required}}',
  },
  validation: {
    amountLetters: 'Amounts may contain only digits, commas and one decimal point (e.g. 1,234.56)',
    amountSeparators: 'An amount can have only one decimal point',
    amountFormat: 'Enter the amount as 1,234.56',
    amountGrouping: 'Use a point for decimals (e.g. 100.50); commas only separate thousands (1,234.56)',
    amountPositive: 'Amount must be greater than zero',
    wholeNumber: 'Enter a whole number without decimals',
    amountRange: 'Amount must be between {{min}} and {{max}}',
    option: 'Choose one of the listed options',
    maskIncomplete: 'Complete the field in the format {{mask}}',
    tooLong: 'Must be at most {{max}} characters',
    invalid: 'This value is not in the expected form',
    // The payout rails' own checks (the API's payout.* messages say the same).
    payout: {
      ibanCountry: 'Enter an IBAN starting with {{country}}',
      ibanLength: 'An IBAN of {{country}} has {{length}} characters',
      ibanFormat: 'This IBAN does not have the account format of {{country}}',
      ibanChecksum: 'The check digits of this IBAN do not match: please check every digit',
      cardFormat: 'A card number has 12 to 19 digits',
      cardChecksum: 'This card number is not valid: please check every digit',
      cryptoNetwork: 'Choose the network first',
      cryptoFormat: 'This is not a {{network}} address',
      cryptoChecksum: 'This {{network}} address has a typing mistake (its checksum does not match)',
    },
  },
  // Identity verification before withdrawals (issue 32, item 3)
  kyc: {
    title: 'Verify your identity to withdraw more',
    reached:
      'Withdrawals over {{threshold}} in total need a verified identity, and yours have reached that amount. Until it is verified, the next withdrawal will be refused.',
    pending:
      'Your documents are being reviewed: you can withdraw again once they are approved. We will notify you.',
    todo: {
      not_started: 'Send a photo of your identity document and a proof of address: it takes two minutes.',
      rejected: 'A document was rejected ({{reason}}): send a new one.',
      expired: 'Your verification has expired: send your documents again.',
    },
    go: 'Verify my identity',
    under:
      'You can withdraw {{left}} more before we need to verify your identity (over {{threshold}} in total).',
    verifyNow: 'Verify now',
  },
};

/** Turkish texts of namespace `wallet`. */
const tr: typeof en = {
  breadcrumb: { deposit: 'Para Yatır', withdraw: 'Para Çek' },
  tabs: { label: 'Para yatır veya çek', deposit: 'Para Yatır', withdraw: 'Para Çek' },
  page: {
    depositTitle: 'Para Yatır',
    withdrawTitle: 'Para Çek',
    balance: 'Bakiye',
    depositIntro: 'Para yatırmak için bir ödeme yöntemi seçin.',
    withdrawIntro: 'Bakiyenizi çekmek için bir yöntem seçin.',
  },
  methods: {
    min: 'En az {{amount}}',
    max: 'En çok {{amount}}',
    limits: 'En az {{min}} · En çok {{max}}',
    chooseDeposit: 'Yatır',
    chooseWithdraw: 'Çek',
    chooseDepositNamed: '{{name}} ile para yatır',
    chooseWithdrawNamed: '{{name}} ile para çek',
    loadError: 'Ödeme yöntemleri yüklenemedi.',
  },
  modal: { depositTitle: 'Para Yatır', withdrawTitle: 'Para Çek', back: 'Ödeme yöntemlerine dön' },
  protection: {
    link: 'Oyuncu koruması: yatırım limitleri, gerçeklik kontrolü ve molalar',
    inviteTitle: 'İlk yatırımınızdan önce: bir yatırım limiti belirleyin',
    inviteLead:
      'Günlük, haftalık veya aylık yatırım limiti kontrolü elinizde tutmanıza yardımcı olur. Daha sonra değiştirebilirsiniz.',
    inviteSet: 'Yatırım limiti belirle',
    inviteSkip: 'Şimdi değil',
  },
  allowance: {
    left: 'Yatırım limitiniz: {{period}} {{limit}}. Daha {{amount}} yatırabilirsiniz.',
    reached:
      '{{period}} {{limit}} yatırım limitinize ulaştınız. Önceki yatırımlarınız bu sürenin dışına çıktıkça yeniden yatırabilirsiniz.',
    periods: { day: '24 saatte', week: '7 günde', month: '30 günde' },
  },
  onBreak: {
    title: 'Mola veya oyundan uzaklaşma sürecindesiniz',
    withdraw:
      'Bakiyenizi buradan çekebilirsiniz. Molanız bitene kadar oyunlar, para yatırma ve bonuslar kapalı kalır.',
    deposit: 'Molanız bitene kadar para yatırma kapalıdır. Bakiyenizi yine de çekebilirsiniz.',
    history: 'Para yatırma ve çekme işlemleriniz',
  },
  form: {
    submit: 'Gönder',
    choose: 'Seçiniz…',
    loadError: 'Ödeme formu yüklenemedi.',
    dialogLabel: 'Ödeme formu',
  },
  lost: {
    checking: 'Yatırımınızın yanıtı ulaşmadı. Gerçekleşip gerçekleşmediği kontrol ediliyor…',
    wentThrough:
      '{{amount}} yatırımınız bize ulaştı: kaybolan yatırım değil, yanıttı. Yeniden göndermeyin; durumu aşağıda gösteriliyor.',
    awaiting:
      '{{amount}} yatırımınız kaydedildi ancak henüz ödenmedi. Ödeme sayfasına geçmek için yeniden {{submit}} düğmesine basın: aynı yatırım devam eder, ikinci bir yatırım oluşmaz.',
    notReceived:
      'Yatırımınız bize ulaşmadı, bu yüzden ücret alınmadı. Yeniden denemek güvenlidir: aynı istek yeniden gönderilir ve iki kez sayılamaz.',
    unknown:
      'Yatırımınızın gerçekleşip gerçekleşmediği kontrol edilemedi. Bağlantınızı kontrol edip yeniden deneyin: yeniden denemek güvenlidir, aynı istek yeniden gönderilir ve iki kez sayılamaz.',
  },
  result: {
    continueText: 'İşleme devam etmek için aşağıdaki butona tıklayın!',
    continue: 'Devam et',
    popupBlocked: 'Tarayıcınız ödeme sayfasını engelledi. Açmak için aşağıdaki butonu kullanın.',
    success: 'Başarılı',
    failed: 'Tamamlanmadı',
    waitingPayment:
      'Ödemeniz bekleniyor… Ödeme sayfasında ödediğinizde veya iptal ettiğinizde bu sayfa kendiliğinden güncellenir.',
    waitingConfirm: 'Ödeme sağlayıcısının onayı bekleniyor…',
    confirmed: 'Ödeme alındı: {{amount}} bakiyenize eklendi.',
    cancelled: '{{amount}} tutarındaki ödeme iptal edildi. Ücret alınmadı.',
    rejected: '{{amount}} tutarındaki ödeme reddedildi. Ücret alınmadı.',
    lost: 'Ödemeniz hâlâ işleniyor. Finansal geçmişinizden takip edebilirsiniz.',
    history: 'Finansal Geçmiş',
    again: 'Yeniden para yatır',
    retry: 'Tekrar dene',
  },
  summary: {
    withdrawable: 'Şu an çekilebilir',
    upTo: 'Çekebileceğiniz en yüksek tutar',
    held: 'Bekleyen çekimler için ayrılan',
    bonus: 'Bonus bakiye (çevrimden sonra çekilebilir)',
    wageringLabel: 'Çevrim durumu',
    wagering: 'Çevrim: {{wagered}} / {{required}}',
  },
  validation: {
    amountLetters: 'Tutar yalnızca rakam, nokta ve bir ondalık virgül içerebilir (ör. 1.234,56)',
    amountSeparators: 'Tutarda yalnızca bir ondalık virgül olabilir',
    amountFormat: 'Tutarı 1.234,56 biçiminde girin',
    amountGrouping: 'Ondalık için virgül kullanın (ör. 100,50); nokta yalnızca binlikleri ayırır (1.234,56)',
    amountPositive: 'Tutar sıfırdan büyük olmalıdır',
    wholeNumber: 'Ondalıksız bir tam sayı girin',
    amountRange: 'Tutar {{min}} ile {{max}} arasında olmalıdır',
    option: 'Listelenen seçeneklerden birini seçin',
    maskIncomplete: 'Alanı {{mask}} biçiminde eksiksiz doldurun',
    tooLong: 'En fazla {{max}} karakter olmalıdır',
    invalid: 'Bu değer beklenen biçimde değil',
    payout: {
      ibanCountry: '{{country}} ile başlayan bir IBAN girin',
      ibanLength: '{{country}} IBAN numarası {{length}} karakterden oluşur',
      ibanFormat: 'Bu IBAN, {{country}} hesap numarası biçimine uymuyor',
      ibanChecksum: 'Bu IBAN’ın kontrol basamakları tutmuyor: lütfen rakamları tek tek kontrol edin',
      cardFormat: 'Kart numarası 12 ile 19 rakamdan oluşur',
      cardChecksum: 'Bu kart numarası geçerli değil: lütfen rakamları tek tek kontrol edin',
      cryptoNetwork: 'Önce ağı seçin',
      cryptoFormat: 'Bu bir {{network}} adresi değil',
      cryptoChecksum: 'Bu {{network}} adresinde bir yazım hatası var (sağlama değeri tutmuyor)',
    },
  },
  // Çekimlerden önce kimlik doğrulama (issue 32, item 3)
  kyc: {
    title: 'Daha fazla çekim için kimliğinizi doğrulayın',
    reached:
      'Toplamı {{threshold}} tutarını aşan çekimler için kimliğinizin doğrulanması gerekir ve çekimleriniz bu tutara ulaştı. Kimliğiniz doğrulanana kadar bir sonraki çekim reddedilir.',
    pending: 'Belgeleriniz inceleniyor: onaylandığında yeniden çekim yapabilirsiniz. Size bildireceğiz.',
    todo: {
      not_started: 'Kimlik belgenizin ve adres belgenizin fotoğrafını gönderin: iki dakikanızı alır.',
      rejected: 'Bir belgeniz reddedildi ({{reason}}): yenisini gönderin.',
      expired: 'Doğrulamanızın süresi doldu: belgelerinizi yeniden gönderin.',
    },
    go: 'Kimliğimi doğrula',
    under:
      'Kimliğinizi doğrulamamız gerekmeden önce {{left}} daha çekebilirsiniz (toplam {{threshold}} üzeri).',
    verifyNow: 'Şimdi doğrulayın',
  },
};

/** The wallet's texts, for tests that check both languages. */
export const walletTexts = { en, tr };

/**
 * Registers namespace `wallet` (called once when `remote.tsx` loads). i18next has no resource store
 * before `init`, so a remote evaluated before the host initialised i18n registers right after.
 */
export function registerWalletTranslations(): void {
  const register = () => registerTranslations('wallet', walletTexts);
  if (i18n.isInitialized) register();
  else i18n.on('initialized', register);
}
