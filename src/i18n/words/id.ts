import type { SiteWords } from './en.ts';

export const id: SiteWords = {
  page: {
    loading: 'Memuat…',
    unconfirmedMark: 'memeriksa',
    accountConnected: '{address}, terhubung',
    accountUnconfirmed: '{address}, belum dikonfirmasi oleh dompet Anda',
    homeNav: 'Beranda',
    pagesNav: 'Halaman',
    languagesNav: 'Bahasa',
    accountRegion: 'Akun Anda',
    connectToSee: 'Hubungkan dompet untuk melihat alamat, saldo, dan tindakan Anda.',
    connectToUse: 'Hubungkan dompet untuk menggunakan halaman ini.',
    footerChain: 'BNB Smart Chain (ID {id})',
    noScript: 'Menghubungkan dompet memerlukan JavaScript. Aktifkan JavaScript, lalu muat ulang halaman ini.',
  },
  dialog: {
    close: 'Tutup',
    backToWallets: 'Kembali ke daftar dompet',
    copyLink: 'Salin tautan',
    pickAgain: 'Pilih dompet untuk mencoba lagi.',
    loadFailedShort: 'Gagal memuat. Muat ulang halaman.',
    loadFailed: 'Daftar dompet gagal dimuat. Periksa koneksi Anda, lalu muat ulang halaman.',
    checkingWallet: 'Memeriksa dompet Anda…',
    notHere: 'Dompet tersebut tidak tersedia di browser ini. Pilih dompet lain, atau muat ulang halaman.',
    scanHint: 'Buka {wallet} di ponsel Anda, pindai kode ini, lalu setujui koneksi di sana.',
    scanHintAny:
      'Buka dompet WalletConnect di ponsel Anda dan pindai kode ini, lalu setujui koneksi di sana.',
    preparingCode: 'Menyiapkan kode…',
    linkCopied: 'Tautan disalin. Tempelkan ke dompet Anda.',
    copyFailed: 'Gagal menyalin tautan. Pindai kodenya sebagai gantinya.',
    qrLabel: 'Kode QR untuk menghubungkan {wallet}',
    openWallet: 'Buka {wallet}',
    waitingFor: 'Menunggu persetujuan {wallet}…',
  },
  token: {
    intro:
      'Saldo BSC-USD Anda di BNB Smart Chain, dan transfer yang diperiksa sebelum dompet Anda dimintai persetujuan.',
    connectToSee: 'Hubungkan dompet untuk melihat dan mengirim BSC-USD.',
  },
  notFound: {
    title: 'Halaman tidak ditemukan',
    text: 'Tidak ada apa pun di alamat ini.',
    home: 'Ke halaman awal',
  },
  errors: {
    WALLET_REJECTED: 'Permintaan dibatalkan di dompet Anda. Tidak ada yang dikirim.',
    WALLET_BUSY:
      'Dompet Anda sudah memiliki permintaan yang menunggu. Buka dompet Anda untuk menyelesaikan atau menutupnya, lalu coba lagi.',
    NO_WALLET: 'Tidak ada dompet di browser ini. Pasang ekstensi dompet atau pilih dompet lain.',
    WALLET_UNAUTHORIZED:
      'Dompet Anda belum mengizinkan situs ini untuk permintaan tersebut. Hubungkan ulang dompet Anda, lalu coba lagi.',
    WALLET_UNSUPPORTED_REQUEST: 'Dompet Anda tidak mendukung permintaan ini. Coba lagi dengan dompet lain.',
    WALLET_TIMEOUT:
      'Dompet Anda tidak merespons, jadi permintaan dihentikan. Jika permintaan masih terbuka di dompet Anda, tutup di sana, lalu coba lagi.',
    WALLET_WAIT_CANCELLED:
      'Berhenti menunggu dompet Anda. Jika permintaan masih terbuka di sana, tutup permintaan itu.',
    WALLET_BAD_ADDRESS:
      'Dompet Anda menjawab dengan sesuatu yang bukan alamat akun, jadi dompet tidak dihubungkan. Coba lagi, atau gunakan dompet lain.',
    WALLET_BAD_CHAIN:
      'Dompet Anda melaporkan ID jaringan yang tidak valid, jadi dompet tidak dihubungkan. Periksa jaringan di dompet Anda, atau gunakan dompet lain.',
    WALLET_NO_ACCOUNT:
      'Dompet Anda tidak membagikan akun apa pun, jadi tidak ada yang terhubung. Buka kunci dompet Anda atau pilih akun di dalamnya, lalu coba lagi.',
    WALLET_BAD_ANSWER:
      'Dompet Anda menjawab dengan sesuatu yang tidak valid, jadi jawaban itu tidak digunakan. Coba lagi, atau gunakan dompet lain.',
    CHAIN_NOT_SUPPORTED:
      'Jaringan tersebut tidak didukung di sini. Portico hanya berfungsi di BNB Smart Chain.',
    WRONG_NETWORK:
      'Dompet Anda berada di jaringan lain. Beralihlah ke BNB Smart Chain, lalu coba lagi. Tidak ada yang dikirim.',
    SWITCH_FAILED:
      'Tidak dapat beralih ke BNB Smart Chain. Alihkan jaringan dari dalam dompet Anda, lalu coba lagi.',
    SWITCH_UNSUPPORTED:
      'Dompet Anda tidak mendukung pengalihan jaringan. Beralihlah ke BNB Smart Chain dari dalam dompet Anda.',
    INSUFFICIENT_FUNDS:
      'Akun Anda tidak memiliki cukup BNB untuk membayar transaksi ini dan biaya jaringannya. Tidak ada yang dikirim.',
    RPC_UNREACHABLE:
      'Jaringan BNB Smart Chain tidak merespons. Periksa koneksi Anda; halaman ini tetap berfungsi.',
    SAFE_TIMEOUT: 'Safe Anda tidak merespons. Muat ulang aplikasi di Safe Anda, lalu coba lagi.',
    SAFE_NOT_CONFIRMED: 'Terjadi kesalahan: para pemilik Safe tidak mengonfirmasi pesan tepat waktu.',
    SAFE_REFUSED: 'Safe Anda menolak permintaan: {reason}. Muat ulang aplikasi di Safe Anda, lalu coba lagi.',
    SAFE_PERMISSION_DECLINED: 'Izin ditolak di Safe Anda. Tidak ada yang dibagikan.',
    SAFE_PERMISSION_INVALID:
      'Permintaan izin tidak valid: aplikasi ini meminta izin yang tidak ada kepada Safe Anda.',
    STORAGE_UNAVAILABLE:
      'Browser ini tidak mengizinkan situs menyimpan apa pun, jadi situs tidak akan mengingat Anda lain kali. Halaman ini tetap berfungsi.',
    UNEXPECTED: 'Terjadi kesalahan. Silakan coba lagi.',
  },
  status: {
    disconnected: 'Terputus',
  },
  header: {
    walletTrouble: 'Tampilan dompet berhenti berfungsi. Hubungkan lagi, atau muat ulang halaman.',
    networkButton: '{shown}, pilih jaringan',
    chooseNetwork: 'Pilih jaringan',
  },
  account: {
    address: 'Alamat',
    network: 'Jaringan',
    wallet: 'Dompet',
    chain: '{name} (ID {id})',
    unsupportedChain: 'Jaringan tidak didukung (ID {id})',
    unknownWallet: 'Tidak diketahui',
    copy: 'Salin',
    unavailable: 'tidak tersedia (jaringan tidak merespons)',
    lastKnown: '(terakhir diketahui)',
    switching: 'Beralih…',
    switchTo: 'Beralih ke {network}',
  },
  safe: {
    label: 'Safe',
    threshold: {
      other: '{threshold} dari {count} pemilik harus mengonfirmasi',
    },
    detailsUnavailable: 'Detail Safe tidak tersedia',
    addressBook: 'Buku alamat',
    load: 'Muat',
    contacts: {
      other: '{count} kontak di BNB Smart Chain',
    },
    otherChain:
      'Safe ini berada di jaringan lain (ID {id}). Buka Safe Anda di {network} dalam {safeWallet} untuk menggunakan aplikasi ini; Safe tidak dapat beralih jaringan.',
    readOnly:
      'Safe ini terbuka dalam mode hanya-baca (Anda bukan salah satu pemiliknya), jadi tidak ada yang dapat ditandatangani atau dikirim dari sini.',
    foreignHost:
      'Halaman ini disematkan oleh {origin}, yang bukan host Safe yang diizinkan, jadi tidak ada Safe yang terhubung. Buka halaman ini dari {safeWallet} atau secara langsung.',
  },
  transactions: {
    testDescription: 'Transaksi uji: 0 BNB ke diri Anda sendiri',
    sendTest: 'Kirim transaksi uji',
    confirmInWallet: 'Konfirmasi di dompet Anda…',
    pending: 'Tertunda',
    pendingSeen: 'Tertunda (terlihat oleh jaringan)',
    confirmed: 'Dikonfirmasi',
    failed: 'Gagal',
    dropped: 'Dibuang (tidak lagi dikenal jaringan)',
    replaced: 'Diganti di dompet Anda',
    sentToast: 'Transaksi terkirim, menunggu konfirmasi.',
    droppedToast:
      'Transaksi dibuang: jaringan tidak lagi mengenalinya dan transaksi tidak ditambang. Jika dompet Anda masih menampilkannya sebagai tertunda, transaksi mungkin masih terkirim; halaman ini akan memberi tahu Anda.',
    replacedToast:
      'Transaksi diganti di dompet Anda (dipercepat atau dibatalkan): transaksi lain memakai nonce-nya.',
    confirmedToast: 'Transaksi dikonfirmasi.',
    failedToast: 'Transaksi gagal di blockchain.',
    viewOn: 'Lihat di {explorer}',
    safeProposed: 'Diusulkan di Safe Anda',
    safeProposedToast: 'Diusulkan di Safe Anda. Menunggu para pemilik…',
    safeAwaitingConfirmations: 'Menunggu konfirmasi ({count} dari {required})',
    safeAwaitingExecution: 'Menunggu eksekusi',
    safeExecuted: 'Dieksekusi',
    safeCancelled: 'Dibatalkan',
    safeCancelledLabel: 'Dibatalkan di Safe Anda',
    safeCancelledToast: 'Transaksi Safe dibatalkan (nonce-nya diganti). Tidak ada yang dieksekusi.',
    safeFailedLabel: 'Gagal di Safe Anda',
    safeFailedToast: 'Transaksi Safe gagal.',
  },
  signing: {
    sign: 'Tandatangani pesan',
    verifying: 'Memverifikasi…',
    stop: 'Berhenti menunggu',
    verified: 'Terverifikasi ({method})',
    notValid: 'Tidak valid ({method})',
    byRecovery: 'pemulihan penanda tangan',
    byEip1271: 'EIP-1271 isValidSignature',
    byEip1271Legacy: 'EIP-1271 isValidSignature (versi lama)',
    verifiedToast: 'Tanda tangan terverifikasi.',
    notValidToast: 'Tanda tangan tidak valid untuk akun ini.',
    safeWaitingToast: 'Menunggu para pemilik Safe mengonfirmasi pesan…',
    message: 'Pemeriksaan tanda tangan {app}\nAkun: {address}\nJaringan: {chain}\nDiterbitkan: {issued}',
  },
  transfer: {
    description: 'Transfer {symbol}',
    connectToSend: 'Hubungkan dompet untuk mengirim {symbol}.',
    switchToSee: 'Alihkan dompet Anda ke BNB Smart Chain untuk melihat dan mengirim {symbol}.',
    title: '{symbol} (BSC-USD)',
    youHold: 'Saldo Anda',
    safeHolds: 'Saldo Safe Anda',
    recipient: 'Alamat penerima',
    amount: 'Jumlah ({symbol})',
    send: 'Kirim',
    propose: 'Usulkan transfer',
    recipientEmpty: 'Masukkan alamat penerima.',
    notAnAddress: 'Ini bukan alamat: seharusnya 0x diikuti 40 karakter dari 0-9 dan a-f.',
    badChecksum:
      'Checksum alamat ini tidak cocok (campuran huruf besar dan kecil), jadi kemungkinan ada karakter yang salah. Salin lagi dari sumbernya.',
    zeroAddress: 'Token yang dikirim ke alamat nol akan hilang. Masukkan alamat penerima yang sebenarnya.',
    amountEmpty: 'Masukkan jumlah.',
    usePoint: 'Gunakan titik sebagai tanda desimal: {fixed}.',
    notANumber: 'Masukkan angka positif, misalnya {example} (hanya angka dan satu tanda desimal).',
    tooManyPlaces: '{symbol} memiliki paling banyak {decimals} angka desimal.',
    notPositive: 'Masukkan jumlah lebih dari 0.',
    balanceUnknown: 'Saldo Anda masih dibaca. Coba lagi sebentar lagi.',
    overBalance: 'Jumlah itu melebihi saldo Anda ({balance} {symbol}).',
  },
  notify: {
    region: 'Notifikasi Alt+T',
  },
};

/** Entries written the same as in English: brand names, technical identifiers, and words Indonesian shares. */
export const sameAsEnglish: readonly string[] = [
  'safe.label',
  'signing.byEip1271',
  'transfer.description',
  'transfer.title',
];
