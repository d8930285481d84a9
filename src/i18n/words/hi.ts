import type { SiteWords } from './en.ts';

/** Hindi (RainbowKit's hi-IN): the site's own words. */
export const hi: SiteWords = {
  page: {
    loading: 'लोड हो रहा है…',
    unconfirmedMark: 'जाँच जारी',
    accountConnected: '{address}, कनेक्ट है',
    accountUnconfirmed: '{address}, आपके वॉलेट ने अभी पुष्टि नहीं की है',
    homeNav: 'होम',
    pagesNav: 'पेज',
    languagesNav: 'भाषा',
    accountRegion: 'आपका खाता',
    connectToSee: 'अपना पता, बैलेंस और उपलब्ध कार्य देखने के लिए एक वॉलेट कनेक्ट करें।',
    connectToUse: 'इस पेज का उपयोग करने के लिए एक वॉलेट कनेक्ट करें।',
    footerChain: 'BNB Smart Chain (ID {id})',
    noScript: 'वॉलेट कनेक्ट करने के लिए JavaScript ज़रूरी है। इसे चालू करें और यह पेज रीलोड करें।',
  },
  dialog: {
    close: 'बंद करें',
    backToWallets: 'वॉलेट सूची पर वापस जाएँ',
    copyLink: 'लिंक कॉपी करें',
    pickAgain: 'फिर से कोशिश करने के लिए एक वॉलेट चुनें।',
    loadFailedShort: 'लोड नहीं हो सका। पेज रीलोड करें।',
    loadFailed: 'वॉलेट की सूची लोड नहीं हो सकी। अपना कनेक्शन जाँचें और पेज रीलोड करें।',
    checkingWallet: 'आपका वॉलेट जाँचा जा रहा है…',
    notHere: 'वह वॉलेट इस ब्राउज़र में उपलब्ध नहीं है। कोई दूसरा वॉलेट चुनें या पेज रीलोड करें।',
    scanHint: 'अपने फ़ोन पर {wallet} खोलें, यह कोड स्कैन करें, फिर वहीं कनेक्शन को मंज़ूरी दें।',
    scanHintAny: 'अपने फ़ोन पर कोई WalletConnect वॉलेट खोलें और यह कोड स्कैन करें, फिर वहीं कनेक्शन को मंज़ूरी दें।',
    preparingCode: 'कोड तैयार हो रहा है…',
    linkCopied: 'लिंक कॉपी हो गया। इसे अपने वॉलेट में पेस्ट करें।',
    copyFailed: 'लिंक कॉपी नहीं हो सका। इसके बजाय कोड स्कैन करें।',
    qrLabel: '{wallet} कनेक्ट करने के लिए QR कोड',
    openWallet: '{wallet} खोलें',
    waitingFor: '{wallet} की मंज़ूरी का इंतज़ार है…',
  },
  token: {
    intro: 'BNB Smart Chain पर आपका BSC-USD बैलेंस, और एक ट्रांसफ़र जिसे आपके वॉलेट से पूछने से पहले जाँचा जाता है।',
    connectToSee: 'BSC-USD देखने और भेजने के लिए एक वॉलेट कनेक्ट करें।',
  },
  notFound: {
    title: 'पेज नहीं मिला',
    text: 'इस पते पर कुछ नहीं है।',
    home: 'शुरुआती पेज पर जाएँ',
  },
  errors: {
    WALLET_REJECTED: 'आपके वॉलेट में अनुरोध रद्द कर दिया गया। कुछ भी नहीं भेजा गया।',
    WALLET_BUSY:
      'आपके वॉलेट में पहले से एक अनुरोध बाकी है। उसे पूरा करने या हटाने के लिए अपना वॉलेट खोलें, फिर दोबारा कोशिश करें।',
    NO_WALLET: 'इस ब्राउज़र में कोई वॉलेट नहीं मिला। कोई वॉलेट एक्सटेंशन इंस्टॉल करें या कोई दूसरा वॉलेट चुनें।',
    WALLET_UNAUTHORIZED:
      'आपके वॉलेट ने इस साइट को उस अनुरोध की अनुमति नहीं दी है। अपना वॉलेट फिर से कनेक्ट करें, फिर दोबारा कोशिश करें।',
    WALLET_UNSUPPORTED_REQUEST: 'आपका वॉलेट इस अनुरोध का समर्थन नहीं करता। किसी दूसरे वॉलेट से दोबारा कोशिश करें।',
    WALLET_TIMEOUT:
      'आपके वॉलेट ने जवाब नहीं दिया, इसलिए अनुरोध छोड़ दिया गया। अगर यह अब भी आपके वॉलेट में खुला है, तो उसे वहीं हटाएँ, फिर दोबारा कोशिश करें।',
    WALLET_WAIT_CANCELLED: 'आपके वॉलेट का इंतज़ार बंद कर दिया गया। अगर अनुरोध अब भी वहाँ खुला है, तो उसे हटा दें।',
    WALLET_BAD_ADDRESS:
      'आपके वॉलेट ने ऐसा जवाब दिया जो खाते का पता नहीं है, इसलिए उसे कनेक्ट नहीं किया गया। दोबारा कोशिश करें या कोई दूसरा वॉलेट इस्तेमाल करें।',
    WALLET_BAD_CHAIN:
      'आपके वॉलेट ने एक अमान्य नेटवर्क ID बताई, इसलिए उसे कनेक्ट नहीं किया गया। अपने वॉलेट में नेटवर्क जाँचें या कोई दूसरा वॉलेट इस्तेमाल करें।',
    WALLET_NO_ACCOUNT:
      'आपके वॉलेट ने कोई खाता साझा नहीं किया, इसलिए कुछ भी कनेक्ट नहीं हुआ। अपना वॉलेट अनलॉक करें या उसमें कोई खाता चुनें, फिर दोबारा कोशिश करें।',
    WALLET_BAD_ANSWER:
      'आपके वॉलेट ने अमान्य जवाब दिया, इसलिए उसका इस्तेमाल नहीं किया गया। दोबारा कोशिश करें या कोई दूसरा वॉलेट इस्तेमाल करें।',
    CHAIN_NOT_SUPPORTED: 'यह नेटवर्क यहाँ समर्थित नहीं है। Portico केवल BNB Smart Chain पर काम करता है।',
    WRONG_NETWORK:
      'आपका वॉलेट किसी दूसरे नेटवर्क पर है। BNB Smart Chain पर स्विच करें और दोबारा कोशिश करें। कुछ भी नहीं भेजा गया।',
    SWITCH_FAILED: 'BNB Smart Chain पर स्विच नहीं हो सका। अपने वॉलेट के अंदर से नेटवर्क स्विच करें और दोबारा कोशिश करें।',
    SWITCH_UNSUPPORTED:
      'आपका वॉलेट नेटवर्क स्विच करने का समर्थन नहीं करता। अपने वॉलेट के अंदर से BNB Smart Chain पर स्विच करें।',
    INSUFFICIENT_FUNDS:
      'आपके खाते में इस लेन-देन और उसके नेटवर्क शुल्क के भुगतान के लिए पर्याप्त BNB नहीं है। कुछ भी नहीं भेजा गया।',
    RPC_UNREACHABLE: 'BNB Smart Chain नेटवर्क जवाब नहीं दे रहा है। अपना कनेक्शन जाँचें; पेज काम करता रहेगा।',
    SAFE_TIMEOUT: 'आपके Safe ने जवाब नहीं दिया। अपने Safe में ऐप रीलोड करें, फिर दोबारा कोशिश करें।',
    SAFE_NOT_CONFIRMED: 'कुछ गलत हो गया: Safe के मालिकों ने समय पर संदेश की पुष्टि नहीं की।',
    SAFE_REFUSED: 'आपके Safe ने अनुरोध अस्वीकार कर दिया: {reason}। अपने Safe में ऐप रीलोड करें, फिर दोबारा कोशिश करें।',
    SAFE_PERMISSION_DECLINED: 'आपके Safe में अनुमति अस्वीकार की गई। कुछ भी साझा नहीं किया गया।',
    SAFE_PERMISSION_INVALID: 'अनुमतियों का अनुरोध अमान्य है: इस ऐप ने आपके Safe से ऐसी अनुमति माँगी जो मौजूद नहीं है।',
    STORAGE_UNAVAILABLE:
      'यह ब्राउज़र साइट को कुछ भी सहेजने नहीं देता, इसलिए अगली बार साइट आपको याद नहीं रखेगी। पेज काम करता रहेगा।',
    UNEXPECTED: 'कुछ गलत हो गया। कृपया दोबारा कोशिश करें।',
  },
  status: {
    disconnected: 'कनेक्ट नहीं है',
  },
  header: {
    walletTrouble: 'वॉलेट व्यू ने काम करना बंद कर दिया। फिर से कनेक्ट करें या पेज रीलोड करें।',
    networkButton: '{shown}, नेटवर्क चुनें',
    chooseNetwork: 'नेटवर्क चुनें',
  },
  account: {
    address: 'पता',
    network: 'नेटवर्क',
    wallet: 'वॉलेट',
    chain: '{name} (ID {id})',
    unsupportedChain: 'असमर्थित नेटवर्क (ID {id})',
    unknownWallet: 'अज्ञात',
    copy: 'कॉपी करें',
    unavailable: 'उपलब्ध नहीं (नेटवर्क जवाब नहीं दे रहा)',
    lastKnown: '(पिछला ज्ञात बैलेंस)',
    switching: 'स्विच हो रहा है…',
    switchTo: '{network} पर स्विच करें',
  },
  safe: {
    label: 'Safe',
    threshold: {
      one: '{count} मालिक में से {threshold} की पुष्टि ज़रूरी है',
      other: '{count} मालिकों में से {threshold} की पुष्टि ज़रूरी है',
    },
    detailsUnavailable: 'Safe का विवरण उपलब्ध नहीं है',
    addressBook: 'एड्रेस बुक',
    load: 'लोड करें',
    contacts: {
      one: 'BNB Smart Chain पर {count} संपर्क',
      other: 'BNB Smart Chain पर {count} संपर्क',
    },
    otherChain:
      'यह Safe किसी दूसरे नेटवर्क (ID {id}) पर है। इस ऐप का उपयोग करने के लिए {safeWallet} में {network} पर अपना Safe खोलें; Safe नेटवर्क स्विच नहीं कर सकता।',
    readOnly:
      'यह Safe केवल देखने के लिए खुला है (आप इसके मालिकों में से नहीं हैं), इसलिए यहाँ से कुछ भी साइन या भेजा नहीं जा सकता।',
    foreignHost:
      'यह पेज {origin} में एम्बेड किया गया है, जो अनुमत Safe होस्ट नहीं है, इसलिए कोई Safe कनेक्ट नहीं किया गया। इसे {safeWallet} से या सीधे खोलें।',
  },
  transactions: {
    testDescription: 'टेस्ट लेन-देन: खुद को 0 BNB',
    sendTest: 'टेस्ट लेन-देन भेजें',
    confirmInWallet: 'अपने वॉलेट में पुष्टि करें…',
    pending: 'लंबित',
    pendingSeen: 'लंबित (नेटवर्क पर दिखा)',
    confirmed: 'पुष्टि हो गई',
    failed: 'विफल',
    dropped: 'हटा दिया गया (नेटवर्क को अब इसकी जानकारी नहीं है)',
    replaced: 'आपके वॉलेट में बदल दिया गया',
    sentToast: 'लेन-देन भेजा गया, पुष्टि का इंतज़ार है।',
    droppedToast:
      'लेन-देन हटा दिया गया: नेटवर्क को अब इसकी जानकारी नहीं है और यह माइन नहीं हुआ। अगर आपका वॉलेट इसे अब भी लंबित दिखा रहा है, तो यह अब भी भेजा जा सकता है; यह पेज आपको बताएगा।',
    replacedToast:
      'लेन-देन आपके वॉलेट में बदल दिया गया (तेज़ किया गया या रद्द किया गया): किसी दूसरे लेन-देन ने उसका nonce ले लिया।',
    confirmedToast: 'लेन-देन की पुष्टि हो गई।',
    failedToast: 'लेन-देन चेन पर विफल रहा।',
    viewOn: '{explorer} पर देखें',
    safeProposed: 'आपके Safe में प्रस्तावित',
    safeProposedToast: 'आपके Safe में प्रस्तावित। मालिकों का इंतज़ार है…',
    safeAwaitingConfirmations: 'पुष्टियों का इंतज़ार ({required} में से {count})',
    safeAwaitingExecution: 'निष्पादन का इंतज़ार',
    safeExecuted: 'निष्पादित',
    safeCancelled: 'रद्द',
    safeCancelledLabel: 'आपके Safe में रद्द',
    safeCancelledToast: 'Safe लेन-देन रद्द कर दिया गया (उसका nonce बदल दिया गया)। कुछ भी निष्पादित नहीं हुआ।',
    safeFailedLabel: 'आपके Safe में विफल',
    safeFailedToast: 'Safe लेन-देन विफल रहा।',
  },
  signing: {
    sign: 'संदेश पर हस्ताक्षर करें',
    verifying: 'सत्यापित किया जा रहा है…',
    stop: 'इंतज़ार बंद करें',
    verified: 'सत्यापित ({method})',
    notValid: 'मान्य नहीं ({method})',
    byRecovery: 'पुनर्प्राप्त हस्ताक्षरकर्ता',
    byEip1271: 'EIP-1271 isValidSignature',
    byEip1271Legacy: 'EIP-1271 isValidSignature (पुराना संस्करण)',
    verifiedToast: 'हस्ताक्षर सत्यापित हुआ।',
    notValidToast: 'यह हस्ताक्षर इस खाते के लिए सत्यापित नहीं होता।',
    safeWaitingToast: 'Safe के मालिकों द्वारा संदेश की पुष्टि का इंतज़ार है…',
    message: '{app} हस्ताक्षर जाँच\nखाता: {address}\nचेन: {chain}\nजारी: {issued}',
  },
  transfer: {
    description: '{symbol} ट्रांसफ़र करें',
    connectToSend: '{symbol} भेजने के लिए एक वॉलेट कनेक्ट करें।',
    switchToSee: '{symbol} देखने और भेजने के लिए अपने वॉलेट को BNB Smart Chain पर स्विच करें।',
    title: '{symbol} (BSC-USD)',
    youHold: 'आपके पास',
    safeHolds: 'आपके Safe में',
    recipient: 'प्राप्तकर्ता का पता',
    amount: 'राशि ({symbol})',
    send: 'भेजें',
    propose: 'ट्रांसफ़र प्रस्तावित करें',
    recipientEmpty: 'प्राप्तकर्ता का पता डालें।',
    notAnAddress: 'यह पता नहीं है: इसमें 0x के बाद 0-9 और a-f में से 40 अक्षर होने चाहिए।',
    badChecksum:
      'यह पता अपनी चेकसम जाँच (बड़े और छोटे अक्षरों का मेल) में विफल है, इसलिए शायद कोई अक्षर गलत है। इसे जहाँ से लिया था, वहाँ से फिर से कॉपी करें।',
    zeroAddress: 'शून्य पते पर भेजे गए टोकन खो जाते हैं। असली प्राप्तकर्ता डालें।',
    amountEmpty: 'राशि डालें।',
    usePoint: 'दशमलव के लिए बिंदु (.) का उपयोग करें: {fixed}',
    notANumber: 'कोई धनात्मक संख्या डालें, जैसे {example} (केवल अंक और एक दशमलव बिंदु)।',
    tooManyPlaces: '{symbol} में अधिकतम {decimals} दशमलव स्थान हो सकते हैं।',
    notPositive: '0 से बड़ी राशि डालें।',
    balanceUnknown: 'आपका बैलेंस अभी पढ़ा जा रहा है। थोड़ी देर में दोबारा कोशिश करें।',
    overBalance: 'यह आपके {balance} {symbol} के बैलेंस से ज़्यादा है।',
  },
  notify: {
    region: 'सूचनाएँ Alt+T',
  },
};

/** Entries deliberately written as in English (brand or technical names only). */
export const sameAsEnglish: readonly string[] = ['safe.label', 'signing.byEip1271', 'transfer.title'];
