import type { SiteWords } from './en.ts';

export const ms: SiteWords = {
  page: {
    loading: 'Memuatkan…',
    unconfirmedMark: 'menyemak',
    accountConnected: '{address}, disambungkan',
    accountUnconfirmed: '{address}, belum disahkan oleh dompet anda',
    homeNav: 'Laman utama',
    pagesNav: 'Halaman',
    languagesNav: 'Bahasa',
    accountRegion: 'Akaun anda',
    connectToSee: 'Sambungkan dompet untuk melihat alamat, baki dan tindakan anda.',
    connectToUse: 'Sambungkan dompet untuk menggunakan halaman ini.',
    footerChain: 'BNB Smart Chain (ID {id})',
    noScript:
      'Menyambungkan dompet memerlukan JavaScript. Dayakan JavaScript, kemudian muat semula halaman ini.',
  },
  dialog: {
    close: 'Tutup',
    backToWallets: 'Kembali ke senarai dompet',
    copyLink: 'Salin pautan',
    pickAgain: 'Pilih dompet untuk mencuba lagi.',
    loadFailedShort: 'Tidak dapat dimuatkan. Muat semula halaman.',
    loadFailed:
      'Senarai dompet tidak dapat dimuatkan. Semak sambungan internet anda, kemudian muat semula halaman.',
    checkingWallet: 'Menyemak dompet anda…',
    notHere: 'Dompet itu tidak tersedia dalam pelayar ini. Pilih dompet lain, atau muat semula halaman.',
    scanHint: 'Buka {wallet} pada telefon anda, imbas kod ini, kemudian luluskan sambungan di sana.',
    scanHintAny:
      'Buka dompet WalletConnect pada telefon anda dan imbas kod ini, kemudian luluskan sambungan di sana.',
    preparingCode: 'Menyediakan kod…',
    linkCopied: 'Pautan disalin. Tampalkannya ke dalam dompet anda.',
    copyFailed: 'Pautan tidak dapat disalin. Imbas kod sebagai gantinya.',
    qrLabel: 'Kod QR untuk menyambungkan {wallet}',
    openWallet: 'Buka {wallet}',
    waitingFor: 'Menunggu kelulusan {wallet}…',
  },
  token: {
    intro:
      'Baki BSC-USD anda di BNB Smart Chain, dan pemindahan yang disemak sebelum permintaan dihantar ke dompet anda.',
    connectToSee: 'Sambungkan dompet untuk melihat dan menghantar BSC-USD.',
  },
  notFound: {
    title: 'Halaman tidak ditemui',
    text: 'Tiada apa-apa di alamat ini.',
    home: 'Pergi ke halaman utama',
  },
  errors: {
    WALLET_REJECTED: 'Permintaan dibatalkan dalam dompet anda. Tiada apa-apa yang dihantar.',
    WALLET_BUSY:
      'Dompet anda sudah mempunyai permintaan yang sedang menunggu. Buka dompet anda untuk menyelesaikan atau menutupnya, kemudian cuba lagi.',
    NO_WALLET:
      'Tiada dompet ditemui dalam pelayar ini. Pasang sambungan dompet pada pelayar atau pilih dompet lain.',
    WALLET_UNAUTHORIZED:
      'Dompet anda belum membenarkan laman ini untuk permintaan tersebut. Sambungkan semula dompet anda, kemudian cuba lagi.',
    WALLET_UNSUPPORTED_REQUEST: 'Dompet anda tidak menyokong permintaan ini. Cuba lagi dengan dompet lain.',
    WALLET_TIMEOUT:
      'Dompet anda tidak menjawab, jadi permintaan itu dihentikan. Jika ia masih terbuka dalam dompet anda, tutupnya di sana, kemudian cuba lagi.',
    WALLET_WAIT_CANCELLED: 'Berhenti menunggu dompet anda. Jika permintaan masih terbuka di sana, tutupnya.',
    WALLET_BAD_ADDRESS:
      'Dompet anda menjawab dengan sesuatu yang bukan alamat akaun, jadi ia tidak disambungkan. Cuba lagi, atau gunakan dompet lain.',
    WALLET_BAD_CHAIN:
      'Dompet anda melaporkan ID rangkaian yang tidak sah, jadi ia tidak disambungkan. Semak rangkaian dalam dompet anda, atau gunakan dompet lain.',
    WALLET_NO_ACCOUNT:
      'Dompet anda tidak berkongsi sebarang akaun, jadi tiada apa-apa yang disambungkan. Buka kunci dompet anda atau pilih akaun di dalamnya, kemudian cuba lagi.',
    WALLET_BAD_ANSWER:
      'Dompet anda menjawab dengan sesuatu yang tidak sah, jadi ia tidak digunakan. Cuba lagi, atau gunakan dompet lain.',
    CHAIN_NOT_SUPPORTED:
      'Rangkaian itu tidak disokong di sini. Portico hanya berfungsi pada BNB Smart Chain.',
    WRONG_NETWORK:
      'Dompet anda berada pada rangkaian lain. Tukar ke BNB Smart Chain, kemudian cuba lagi. Tiada apa-apa yang dihantar.',
    SWITCH_FAILED:
      'Tidak dapat bertukar ke BNB Smart Chain. Tukar rangkaian dari dalam dompet anda, kemudian cuba lagi.',
    SWITCH_UNSUPPORTED:
      'Dompet anda tidak menyokong pertukaran rangkaian. Tukar ke BNB Smart Chain dari dalam dompet anda.',
    INSUFFICIENT_FUNDS:
      'Akaun anda tidak mempunyai BNB yang mencukupi untuk membayar transaksi ini dan yuran rangkaiannya. Tiada apa-apa yang dihantar.',
    RPC_UNREACHABLE:
      'Rangkaian BNB Smart Chain tidak menjawab. Semak sambungan internet anda; halaman ini terus berfungsi.',
    SAFE_TIMEOUT: 'Safe anda tidak menjawab. Muat semula aplikasi dalam Safe anda, kemudian cuba lagi.',
    SAFE_NOT_CONFIRMED: 'Berlaku ralat: pemilik Safe tidak mengesahkan mesej itu dalam masa yang ditetapkan.',
    SAFE_REFUSED:
      'Safe anda menolak permintaan: {reason}. Muat semula aplikasi dalam Safe anda, kemudian cuba lagi.',
    SAFE_PERMISSION_DECLINED: 'Kebenaran ditolak dalam Safe anda. Tiada apa-apa yang dikongsi.',
    SAFE_PERMISSION_INVALID:
      'Permintaan kebenaran tidak sah: aplikasi ini meminta kebenaran yang tidak wujud daripada Safe anda.',
    STORAGE_UNAVAILABLE:
      'Pelayar ini tidak membenarkan laman menyimpan apa-apa, jadi ia tidak akan mengingati anda pada kali seterusnya. Halaman ini terus berfungsi.',
    UNEXPECTED: 'Berlaku ralat. Sila cuba lagi.',
  },
  status: {
    disconnected: 'Sambungan terputus',
  },
  header: {
    walletTrouble: 'Paparan dompet berhenti berfungsi. Sambung semula, atau muat semula halaman.',
    networkButton: '{shown}, pilih rangkaian',
    chooseNetwork: 'Pilih rangkaian',
  },
  account: {
    address: 'Alamat',
    network: 'Rangkaian',
    wallet: 'Dompet',
    chain: '{name} (ID {id})',
    unsupportedChain: 'Rangkaian tidak disokong (ID {id})',
    unknownWallet: 'Tidak diketahui',
    copy: 'Salin',
    unavailable: 'tidak tersedia (rangkaian tidak menjawab)',
    lastKnown: '(terakhir diketahui)',
    switching: 'Menukar…',
    switchTo: 'Tukar ke {network}',
  },
  safe: {
    label: 'Safe',
    threshold: {
      other: '{threshold} daripada {count} pemilik mesti mengesahkan',
    },
    detailsUnavailable: 'Butiran Safe tidak tersedia',
    addressBook: 'Buku alamat',
    load: 'Muatkan',
    contacts: {
      other: '{count} kenalan di BNB Smart Chain',
    },
    otherChain:
      'Safe ini berada pada rangkaian lain (ID {id}). Buka Safe anda pada {network} dalam {safeWallet} untuk menggunakan aplikasi ini; Safe tidak boleh menukar rangkaian.',
    readOnly:
      'Safe ini dibuka dalam mod baca sahaja (anda bukan salah seorang pemiliknya), jadi tiada apa-apa yang boleh ditandatangani atau dihantar dari sini.',
    foreignHost:
      'Halaman ini dibenamkan oleh {origin}, yang bukan hos Safe yang dibenarkan, jadi tiada Safe yang disambungkan. Bukanya dari {safeWallet} atau secara terus.',
  },
  transactions: {
    testDescription: 'Transaksi ujian: 0 BNB kepada diri anda',
    sendTest: 'Hantar transaksi ujian',
    confirmInWallet: 'Sahkan dalam dompet anda…',
    pending: 'Belum selesai',
    pendingSeen: 'Belum selesai (dilihat oleh rangkaian)',
    confirmed: 'Disahkan',
    failed: 'Gagal',
    dropped: 'Digugurkan (tidak lagi diketahui oleh rangkaian)',
    replaced: 'Diganti dalam dompet anda',
    sentToast: 'Transaksi dihantar, menunggu pengesahan.',
    droppedToast:
      'Transaksi telah digugurkan: rangkaian tidak lagi mengetahuinya dan ia tidak dilombong. Jika dompet anda masih menunjukkannya sebagai belum selesai, ia mungkin masih akan dihantar; halaman ini akan memberitahu anda.',
    replacedToast:
      'Transaksi telah diganti dalam dompet anda (dipercepatkan atau dibatalkan): transaksi lain telah mengambil nonce-nya.',
    confirmedToast: 'Transaksi disahkan.',
    failedToast: 'Transaksi gagal di rantaian.',
    viewOn: 'Lihat di {explorer}',
    safeProposed: 'Dicadangkan dalam Safe anda',
    safeProposedToast: 'Dicadangkan dalam Safe anda. Menunggu pemilik…',
    safeAwaitingConfirmations: 'Menunggu pengesahan ({count} daripada {required})',
    safeAwaitingExecution: 'Menunggu pelaksanaan',
    safeExecuted: 'Dilaksanakan',
    safeCancelled: 'Dibatalkan',
    safeCancelledLabel: 'Dibatalkan dalam Safe anda',
    safeCancelledToast:
      'Transaksi Safe telah dibatalkan (nonce-nya telah diganti). Tiada apa-apa yang dilaksanakan.',
    safeFailedLabel: 'Gagal dalam Safe anda',
    safeFailedToast: 'Transaksi Safe gagal.',
  },
  signing: {
    sign: 'Tandatangani mesej',
    verifying: 'Mengesahkan…',
    stop: 'Berhenti menunggu',
    verified: 'Disahkan ({method})',
    notValid: 'Tidak sah ({method})',
    byRecovery: 'pemulihan penandatangan',
    byEip1271: 'EIP-1271 isValidSignature',
    byEip1271Legacy: 'EIP-1271 isValidSignature (versi lama)',
    verifiedToast: 'Tandatangan disahkan.',
    notValidToast: 'Tandatangan tidak sah untuk akaun ini.',
    safeWaitingToast: 'Menunggu pemilik Safe mengesahkan mesej…',
    message: 'Semakan tandatangan {app}\nAkaun: {address}\nRangkaian: {chain}\nDikeluarkan: {issued}',
  },
  transfer: {
    description: 'Pemindahan {symbol}',
    connectToSend: 'Sambungkan dompet untuk menghantar {symbol}.',
    switchToSee: 'Tukar dompet anda ke BNB Smart Chain untuk melihat dan menghantar {symbol}.',
    title: '{symbol} (BSC-USD)',
    youHold: 'Baki anda',
    safeHolds: 'Baki Safe anda',
    recipient: 'Alamat penerima',
    amount: 'Jumlah ({symbol})',
    send: 'Hantar',
    propose: 'Cadangkan pemindahan',
    recipientEmpty: 'Masukkan alamat penerima.',
    notAnAddress: 'Ini bukan alamat: ia sepatutnya 0x diikuti 40 aksara daripada 0-9 dan a-f.',
    badChecksum:
      'Alamat ini gagal semakan checksum (gabungan huruf besar dan kecil), jadi mungkin ada aksara yang salah. Salin semula dari sumber asalnya.',
    zeroAddress: 'Token yang dihantar ke alamat sifar akan hilang. Masukkan alamat penerima yang sebenar.',
    amountEmpty: 'Masukkan jumlah.',
    usePoint: 'Gunakan titik untuk perpuluhan: {fixed}.',
    notANumber: 'Masukkan nombor positif, seperti {example} (digit dan satu titik sahaja).',
    tooManyPlaces: '{symbol} mempunyai paling banyak {decimals} tempat perpuluhan.',
    notPositive: 'Masukkan jumlah lebih daripada 0.',
    balanceUnknown: 'Baki anda masih dibaca. Cuba lagi sebentar lagi.',
    overBalance: 'Jumlah itu melebihi baki anda ({balance} {symbol}).',
  },
  notify: {
    region: 'Pemberitahuan Alt+T',
  },
};

/** Entries written the same as in English: brand names and technical identifiers. */
export const sameAsEnglish: readonly string[] = ['safe.label', 'transfer.title', 'signing.byEip1271'];
