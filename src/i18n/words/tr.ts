import type { SiteWords } from './en.ts';

export const tr: SiteWords = {
  page: {
    loading: 'Yükleniyor…',
    unconfirmedMark: 'kontrol ediliyor',
    accountConnected: '{address}, bağlı',
    accountUnconfirmed: '{address}, cüzdanınız henüz onaylamadı',
    homeNav: 'Ana sayfa',
    pagesNav: 'Sayfalar',
    languagesNav: 'Dil',
    accountRegion: 'Hesabınız',
    connectToSee: 'Adresinizi, bakiyelerinizi ve işlemleri görmek için bir cüzdan bağlayın.',
    connectToUse: 'Bu sayfayı kullanmak için bir cüzdan bağlayın.',
    footerChain: 'BNB Smart Chain (ID {id})',
    noScript:
      "Cüzdan bağlamak için JavaScript gerekir. JavaScript'i etkinleştirin ve bu sayfayı yeniden yükleyin.",
  },
  dialog: {
    close: 'Kapat',
    backToWallets: 'Cüzdanlara dön',
    copyLink: 'Bağlantıyı kopyala',
    pickAgain: 'Yeniden denemek için bir cüzdan seçin.',
    loadFailedShort: 'Yüklenemedi. Sayfayı yeniden yükleyin.',
    loadFailed: 'Cüzdan listesi yüklenemedi. İnternet bağlantınızı kontrol edin ve sayfayı yeniden yükleyin.',
    checkingWallet: 'Cüzdanınız kontrol ediliyor…',
    notHere: 'Bu cüzdan bu tarayıcıda kullanılamıyor. Başka bir cüzdan seçin veya sayfayı yeniden yükleyin.',
    scanHint: 'Telefonunuzda {wallet} uygulamasını açın, bu kodu tarayın ve bağlantıyı orada onaylayın.',
    scanHintAny:
      'Telefonunuzda WalletConnect destekli bir cüzdan açın, bu kodu tarayın ve bağlantıyı orada onaylayın.',
    preparingCode: 'Kod hazırlanıyor…',
    linkCopied: 'Bağlantı kopyalandı. Cüzdanınıza yapıştırın.',
    copyFailed: 'Bağlantı kopyalanamadı. Bunun yerine kodu tarayın.',
    qrLabel: '{wallet} cüzdanını bağlamak için QR kodu',
    openWallet: '{wallet} uygulamasını aç',
    waitingFor: '{wallet} onayı bekleniyor…',
  },
  token: {
    intro:
      'BNB Smart Chain üzerindeki BSC-USD bakiyeniz ve cüzdanınıza sorulmadan önce kontrol edilen bir transfer.',
    connectToSee: 'BSC-USD görmek ve göndermek için bir cüzdan bağlayın.',
  },
  notFound: {
    title: 'Sayfa bulunamadı',
    text: 'Bu adreste hiçbir şey yok.',
    home: 'Ana sayfaya git',
  },
  errors: {
    WALLET_REJECTED: 'İstek cüzdanınızda iptal edildi. Hiçbir şey gönderilmedi.',
    WALLET_BUSY:
      'Cüzdanınızda bekleyen bir istek zaten var. Cüzdanınızı açıp isteği tamamlayın veya reddedin, ardından tekrar deneyin.',
    NO_WALLET: 'Bu tarayıcıda cüzdan bulunamadı. Bir cüzdan eklentisi yükleyin veya başka bir cüzdan seçin.',
    WALLET_UNAUTHORIZED:
      'Cüzdanınız bu siteye bu istek için yetki vermedi. Cüzdanınızı yeniden bağlayın, ardından tekrar deneyin.',
    WALLET_UNSUPPORTED_REQUEST: 'Cüzdanınız bu isteği desteklemiyor. Başka bir cüzdanla tekrar deneyin.',
    WALLET_TIMEOUT:
      'Cüzdanınız yanıt vermediği için istekten vazgeçildi. İstek cüzdanınızda hâlâ açıksa orada reddedin, ardından tekrar deneyin.',
    WALLET_WAIT_CANCELLED: 'Cüzdanınızı beklemek durduruldu. İstek cüzdanınızda hâlâ açıksa reddedin.',
    WALLET_BAD_ADDRESS:
      'Cüzdanınız hesap adresi olmayan bir yanıt verdiği için bağlanmadı. Tekrar deneyin veya başka bir cüzdan kullanın.',
    WALLET_BAD_CHAIN:
      'Cüzdanınız geçersiz bir ağ kimliği bildirdiği için bağlanmadı. Cüzdanınızdaki ağı kontrol edin veya başka bir cüzdan kullanın.',
    WALLET_NO_ACCOUNT:
      'Cüzdanınız hiçbir hesap paylaşmadığı için hiçbir şey bağlanmadı. Cüzdanınızın kilidini açın veya içinde bir hesap seçin, ardından tekrar deneyin.',
    WALLET_BAD_ANSWER:
      'Cüzdanınız geçersiz bir yanıt verdiği için yanıt kullanılmadı. Tekrar deneyin veya başka bir cüzdan kullanın.',
    CHAIN_NOT_SUPPORTED: 'Bu ağ burada desteklenmiyor. Portico yalnızca BNB Smart Chain üzerinde çalışır.',
    WRONG_NETWORK:
      'Cüzdanınız başka bir ağda. BNB Smart Chain ağına geçin ve tekrar deneyin. Hiçbir şey gönderilmedi.',
    SWITCH_FAILED: 'BNB Smart Chain ağına geçilemedi. Ağı cüzdanınızın içinden değiştirin ve tekrar deneyin.',
    SWITCH_UNSUPPORTED:
      'Cüzdanınız ağ değiştirmeyi desteklemiyor. Cüzdanınızın içinden BNB Smart Chain ağına geçin.',
    INSUFFICIENT_FUNDS:
      'Hesabınızda bu işlemi ve ağ ücretini ödemeye yetecek kadar BNB yok. Hiçbir şey gönderilmedi.',
    RPC_UNREACHABLE:
      'BNB Smart Chain ağı yanıt vermiyor. Bağlantınızı kontrol edin; sayfa çalışmaya devam ediyor.',
    SAFE_TIMEOUT:
      "Safe'iniz yanıt vermedi. Safe'inizdeki uygulamayı yeniden yükleyin, ardından tekrar deneyin.",
    SAFE_NOT_CONFIRMED: 'Bir şeyler ters gitti: Safe sahipleri mesajı zamanında onaylamadı.',
    SAFE_REFUSED:
      "Safe'iniz isteği reddetti: {reason}. Safe'inizdeki uygulamayı yeniden yükleyin, ardından tekrar deneyin.",
    SAFE_PERMISSION_DECLINED: "İzin Safe'inizde reddedildi. Hiçbir şey paylaşılmadı.",
    SAFE_PERMISSION_INVALID: "İzin isteği geçersiz: bu uygulama Safe'inizden var olmayan bir izin istedi.",
    STORAGE_UNAVAILABLE:
      'Bu tarayıcı sitenin hiçbir şey kaydetmesine izin vermiyor, bu yüzden site sizi bir dahaki sefere hatırlamayacak. Sayfa çalışmaya devam ediyor.',
    UNEXPECTED: 'Bir şeyler ters gitti. Lütfen tekrar deneyin.',
  },
  status: {
    disconnected: 'Bağlantı kesildi',
  },
  header: {
    walletTrouble: 'Cüzdan görünümü çalışmayı durdurdu. Yeniden bağlanın veya sayfayı yeniden yükleyin.',
    networkButton: '{shown}, ağ seçin',
    chooseNetwork: 'Ağ seçin',
  },
  account: {
    address: 'Adres',
    network: 'Ağ',
    wallet: 'Cüzdan',
    chain: '{name} (ID {id})',
    unsupportedChain: 'Desteklenmeyen ağ (ID {id})',
    unknownWallet: 'Bilinmiyor',
    copy: 'Kopyala',
    unavailable: 'kullanılamıyor (ağ yanıt vermiyor)',
    lastKnown: '(bilinen son değer)',
    switching: 'Değiştiriliyor…',
    switchTo: '{network} ağına geç',
  },
  safe: {
    label: 'Safe',
    threshold: {
      one: '{count} sahipten {threshold} tanesi onaylamalı',
      other: '{count} sahipten {threshold} tanesi onaylamalı',
    },
    detailsUnavailable: 'Safe ayrıntıları kullanılamıyor',
    addressBook: 'Adres defteri',
    load: 'Yükle',
    contacts: {
      one: 'BNB Smart Chain üzerinde {count} kişi',
      other: 'BNB Smart Chain üzerinde {count} kişi',
    },
    otherChain:
      "Bu Safe başka bir ağda (ID {id}). Bu uygulamayı kullanmak için Safe'inizi {safeWallet} içinde {network} ağında açın; bir Safe ağ değiştiremez.",
    readOnly:
      'Bu Safe salt okunur olarak açık (sahiplerinden biri değilsiniz), bu yüzden buradan hiçbir şey imzalanamaz veya gönderilemez.',
    foreignHost:
      'Bu sayfa, izin verilen bir Safe sunucusu olmayan {origin} tarafından yerleştirilmiş, bu yüzden hiçbir Safe bağlanmadı. Sayfayı {safeWallet} üzerinden veya doğrudan açın.',
  },
  transactions: {
    testDescription: 'Test işlemi: kendinize 0 BNB',
    sendTest: 'Test işlemi gönder',
    confirmInWallet: 'Cüzdanınızda onaylayın…',
    pending: 'Beklemede',
    pendingSeen: 'Beklemede (ağ tarafından görüldü)',
    confirmed: 'Onaylandı',
    failed: 'Başarısız',
    dropped: 'Düşürüldü (ağ artık tanımıyor)',
    replaced: 'Cüzdanınızda değiştirildi',
    sentToast: 'İşlem gönderildi, onay bekleniyor.',
    droppedToast:
      'İşlem düşürüldü: ağ artık onu tanımıyor ve bloğa eklenmedi. Cüzdanınız onu hâlâ beklemede gösteriyorsa yine de gönderilebilir; bu sayfa bunu size bildirecek.',
    replacedToast:
      'İşlem cüzdanınızda değiştirildi (hızlandırıldı veya iptal edildi): nonce değerini başka bir işlem aldı.',
    confirmedToast: 'İşlem onaylandı.',
    failedToast: 'İşlem zincir üzerinde başarısız oldu.',
    viewOn: '{explorer} üzerinde görüntüle',
    safeProposed: "Safe'inizde önerildi",
    safeProposedToast: "Safe'inizde önerildi. Sahipler bekleniyor…",
    safeAwaitingConfirmations: 'Onaylar bekleniyor ({count}/{required})',
    safeAwaitingExecution: 'Yürütülmeyi bekliyor',
    safeExecuted: 'Yürütüldü',
    safeCancelled: 'İptal edildi',
    safeCancelledLabel: "Safe'inizde iptal edildi",
    safeCancelledToast: 'Safe işlemi iptal edildi (nonce değeri değiştirildi). Hiçbir şey yürütülmedi.',
    safeFailedLabel: "Safe'inizde başarısız oldu",
    safeFailedToast: 'Safe işlemi başarısız oldu.',
  },
  signing: {
    sign: 'Mesaj imzala',
    verifying: 'Doğrulanıyor…',
    stop: 'Beklemeyi durdur',
    verified: 'Doğrulandı ({method})',
    notValid: 'Geçersiz ({method})',
    byRecovery: 'imzalayan kurtarıldı',
    byEip1271: 'EIP-1271 isValidSignature',
    byEip1271Legacy: 'EIP-1271 isValidSignature (eski sürüm)',
    verifiedToast: 'İmza doğrulandı.',
    notValidToast: 'İmza bu hesap için doğrulanmıyor.',
    safeWaitingToast: 'Safe sahiplerinin mesajı onaylaması bekleniyor…',
    message: '{app} imza kontrolü\nHesap: {address}\nZincir: {chain}\nOluşturulma: {issued}',
  },
  transfer: {
    description: '{symbol} transferi',
    connectToSend: '{symbol} göndermek için bir cüzdan bağlayın.',
    switchToSee: '{symbol} görmek ve göndermek için cüzdanınızı BNB Smart Chain ağına geçirin.',
    title: '{symbol} (BSC-USD)',
    youHold: 'Bakiyeniz',
    safeHolds: "Safe'inizin bakiyesi",
    recipient: 'Alıcı adresi',
    amount: 'Miktar ({symbol})',
    send: 'Gönder',
    propose: 'Transfer öner',
    recipientEmpty: 'Alıcının adresini girin.',
    notAnAddress: 'Bu bir adres değil: 0x ve ardından 0-9 ile a-f arasından 40 karakter olmalı.',
    badChecksum:
      'Bu adresin sağlama toplamı (büyük harflerin düzeni) tutmuyor, yani büyük olasılıkla bir karakter yanlış. Adresi aldığınız yerden yeniden kopyalayın.',
    zeroAddress: 'Sıfır adresine gönderilen tokenlar kaybolur. Gerçek alıcıyı girin.',
    amountEmpty: 'Bir miktar girin.',
    usePoint: 'Ondalık için nokta kullanın: {fixed}.',
    notANumber: '{example} gibi pozitif bir sayı girin (yalnızca rakamlar ve bir virgül).',
    tooManyPlaces: '{symbol} en fazla {decimals} ondalık basamak içerebilir.',
    notPositive: "0'dan büyük bir miktar girin.",
    balanceUnknown: 'Bakiyeniz hâlâ okunuyor. Birazdan tekrar deneyin.',
    overBalance: 'Bu, {balance} {symbol} olan bakiyenizden fazla.',
  },
  notify: {
    region: 'Bildirimler Alt+T',
  },
};

export const sameAsEnglish: readonly string[] = ['safe.label', 'transfer.title', 'signing.byEip1271'];
