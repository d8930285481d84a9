import type { SiteWords } from './en.ts';

export const vi: SiteWords = {
  page: {
    loading: 'Đang tải…',
    unconfirmedMark: 'đang kiểm tra',
    accountConnected: '{address}, đã kết nối',
    accountUnconfirmed: '{address}, ví của bạn chưa xác nhận',
    homeNav: 'Trang chủ',
    pagesNav: 'Các trang',
    languagesNav: 'Ngôn ngữ',
    accountRegion: 'Tài khoản của bạn',
    connectToSee: 'Kết nối ví để xem địa chỉ, số dư và các thao tác của bạn.',
    connectToUse: 'Kết nối ví để sử dụng trang này.',
    footerChain: 'BNB Smart Chain (ID {id})',
    noScript: 'Cần JavaScript để kết nối ví. Hãy bật JavaScript và tải lại trang này.',
  },
  dialog: {
    close: 'Đóng',
    backToWallets: 'Quay lại danh sách ví',
    copyLink: 'Sao chép liên kết',
    pickAgain: 'Chọn một ví để thử lại.',
    loadFailedShort: 'Không tải được. Hãy tải lại trang.',
    loadFailed: 'Không tải được danh sách ví. Hãy kiểm tra kết nối Internet và tải lại trang.',
    checkingWallet: 'Đang kiểm tra ví của bạn…',
    notHere: 'Ví đó không có trên trình duyệt này. Hãy chọn ví khác hoặc tải lại trang.',
    scanHint: 'Mở {wallet} trên điện thoại, quét mã này rồi chấp thuận kết nối trong ví.',
    scanHintAny:
      'Mở một ví hỗ trợ WalletConnect trên điện thoại, quét mã này rồi chấp thuận kết nối trong ví.',
    preparingCode: 'Đang chuẩn bị mã…',
    linkCopied: 'Đã sao chép liên kết. Hãy dán vào ví của bạn.',
    copyFailed: 'Không sao chép được liên kết. Hãy quét mã thay vào đó.',
    qrLabel: 'Mã QR để kết nối {wallet}',
    openWallet: 'Mở {wallet}',
    waitingFor: 'Đang chờ {wallet} chấp thuận…',
  },
  token: {
    intro:
      'Số dư BSC-USD của bạn trên BNB Smart Chain, cùng giao dịch chuyển token được kiểm tra trước khi gửi yêu cầu đến ví.',
    connectToSee: 'Kết nối ví để xem và gửi BSC-USD.',
  },
  notFound: {
    title: 'Không tìm thấy trang',
    text: 'Không có nội dung nào ở địa chỉ này.',
    home: 'Về trang đầu',
  },
  errors: {
    WALLET_REJECTED: 'Yêu cầu đã bị hủy trong ví của bạn. Chưa có gì được gửi.',
    WALLET_BUSY:
      'Ví của bạn đang có một yêu cầu chờ xử lý. Hãy mở ví để hoàn tất hoặc đóng yêu cầu đó, rồi thử lại.',
    NO_WALLET: 'Không tìm thấy ví nào trong trình duyệt này. Hãy cài tiện ích mở rộng ví hoặc chọn ví khác.',
    WALLET_UNAUTHORIZED:
      'Ví của bạn chưa cấp quyền cho trang này thực hiện yêu cầu đó. Hãy kết nối lại ví rồi thử lại.',
    WALLET_UNSUPPORTED_REQUEST: 'Ví của bạn không hỗ trợ yêu cầu này. Hãy thử lại với ví khác.',
    WALLET_TIMEOUT:
      'Ví của bạn không phản hồi nên trang đã dừng yêu cầu. Nếu yêu cầu vẫn còn mở trong ví, hãy đóng nó ở đó rồi thử lại.',
    WALLET_WAIT_CANCELLED: 'Đã ngừng chờ ví của bạn. Nếu yêu cầu vẫn còn mở trong ví, hãy đóng nó.',
    WALLET_BAD_ADDRESS:
      'Ví của bạn trả về một giá trị không phải địa chỉ tài khoản nên ví chưa được kết nối. Hãy thử lại hoặc dùng ví khác.',
    WALLET_BAD_CHAIN:
      'Ví của bạn báo một ID mạng không hợp lệ nên ví chưa được kết nối. Hãy kiểm tra mạng trong ví hoặc dùng ví khác.',
    WALLET_NO_ACCOUNT:
      'Ví của bạn không chia sẻ tài khoản nào nên chưa có gì được kết nối. Hãy mở khóa ví hoặc chọn một tài khoản trong ví, rồi thử lại.',
    WALLET_BAD_ANSWER:
      'Ví của bạn trả về một phản hồi không hợp lệ nên phản hồi đó không được dùng. Hãy thử lại hoặc dùng ví khác.',
    CHAIN_NOT_SUPPORTED: 'Mạng đó không được hỗ trợ ở đây. Portico chỉ hoạt động trên BNB Smart Chain.',
    WRONG_NETWORK:
      'Ví của bạn đang ở mạng khác. Hãy chuyển sang BNB Smart Chain rồi thử lại. Chưa có gì được gửi.',
    SWITCH_FAILED:
      'Không chuyển được sang BNB Smart Chain. Hãy chuyển mạng ngay trong ví của bạn rồi thử lại.',
    SWITCH_UNSUPPORTED:
      'Ví của bạn không hỗ trợ chuyển mạng. Hãy chuyển sang BNB Smart Chain ngay trong ví của bạn.',
    INSUFFICIENT_FUNDS:
      'Tài khoản của bạn không đủ BNB để trả cho giao dịch này và phí mạng. Chưa có gì được gửi.',
    RPC_UNREACHABLE:
      'Mạng BNB Smart Chain không phản hồi. Hãy kiểm tra kết nối Internet; trang vẫn tiếp tục hoạt động.',
    SAFE_TIMEOUT: 'Safe của bạn không phản hồi. Hãy tải lại ứng dụng trong Safe rồi thử lại.',
    SAFE_NOT_CONFIRMED: 'Đã xảy ra lỗi: các chủ sở hữu Safe không xác nhận thông điệp kịp thời.',
    SAFE_REFUSED: 'Safe của bạn đã từ chối yêu cầu: {reason}. Hãy tải lại ứng dụng trong Safe rồi thử lại.',
    SAFE_PERMISSION_DECLINED: 'Quyền đã bị từ chối trong Safe của bạn. Chưa có gì được chia sẻ.',
    SAFE_PERMISSION_INVALID:
      'Yêu cầu cấp quyền không hợp lệ: ứng dụng này đã xin Safe của bạn một quyền không tồn tại.',
    STORAGE_UNAVAILABLE:
      'Trình duyệt này không cho phép trang lưu dữ liệu nên lần sau trang sẽ không nhớ bạn. Trang vẫn tiếp tục hoạt động.',
    UNEXPECTED: 'Đã xảy ra lỗi. Vui lòng thử lại.',
  },
  status: {
    disconnected: 'Đã ngắt kết nối',
  },
  header: {
    walletTrouble: 'Phần hiển thị ví đã ngừng hoạt động. Hãy kết nối lại hoặc tải lại trang.',
    networkButton: '{shown}, chọn mạng',
    chooseNetwork: 'Chọn mạng',
  },
  account: {
    address: 'Địa chỉ',
    network: 'Mạng',
    wallet: 'Ví',
    chain: '{name} (ID {id})',
    unsupportedChain: 'Mạng không được hỗ trợ (ID {id})',
    unknownWallet: 'Không xác định',
    copy: 'Sao chép',
    unavailable: 'không khả dụng (mạng không phản hồi)',
    lastKnown: '(giá trị gần nhất)',
    switching: 'Đang chuyển…',
    switchTo: 'Chuyển sang {network}',
  },
  safe: {
    label: 'Safe',
    threshold: {
      other: 'Cần {threshold} trong {count} chủ sở hữu xác nhận',
    },
    detailsUnavailable: 'Không xem được chi tiết Safe',
    addressBook: 'Sổ địa chỉ',
    load: 'Tải',
    contacts: {
      other: '{count} liên hệ trên BNB Smart Chain',
    },
    otherChain:
      'Safe này ở trên một mạng khác (ID {id}). Hãy mở Safe của bạn trên {network} trong {safeWallet} để dùng ứng dụng này; Safe không thể chuyển mạng.',
    readOnly:
      'Safe này đang mở ở chế độ chỉ đọc (bạn không phải là chủ sở hữu), nên không thể ký hay gửi gì từ đây.',
    foreignHost:
      'Trang này được nhúng bởi {origin}, không phải máy chủ Safe được cho phép, nên chưa có Safe nào được kết nối. Hãy mở trang từ {safeWallet} hoặc mở trực tiếp.',
  },
  transactions: {
    testDescription: 'Giao dịch thử: 0 BNB cho chính bạn',
    sendTest: 'Gửi giao dịch thử',
    confirmInWallet: 'Xác nhận trong ví của bạn…',
    pending: 'Đang chờ xử lý',
    pendingSeen: 'Đang chờ xử lý (mạng đã nhận)',
    confirmed: 'Đã xác nhận',
    failed: 'Thất bại',
    dropped: 'Đã bị loại bỏ (mạng không còn ghi nhận)',
    replaced: 'Đã được thay thế trong ví của bạn',
    sentToast: 'Đã gửi giao dịch, đang chờ xác nhận.',
    droppedToast:
      'Giao dịch đã bị loại bỏ: mạng không còn ghi nhận giao dịch này và nó chưa được đưa vào khối. Nếu ví của bạn vẫn hiển thị giao dịch là đang chờ, nó vẫn có thể được gửi đi; trang này sẽ báo cho bạn.',
    replacedToast:
      'Giao dịch đã được thay thế trong ví của bạn (tăng tốc hoặc hủy): một giao dịch khác đã dùng nonce của nó.',
    confirmedToast: 'Giao dịch đã được xác nhận.',
    failedToast: 'Giao dịch thất bại trên chuỗi.',
    viewOn: 'Xem trên {explorer}',
    safeProposed: 'Đã đề xuất trong Safe của bạn',
    safeProposedToast: 'Đã đề xuất trong Safe của bạn. Đang chờ các chủ sở hữu…',
    safeAwaitingConfirmations: 'Đang chờ xác nhận ({count}/{required})',
    safeAwaitingExecution: 'Đang chờ thực thi',
    safeExecuted: 'Đã thực thi',
    safeCancelled: 'Đã hủy',
    safeCancelledLabel: 'Đã hủy trong Safe của bạn',
    safeCancelledToast:
      'Giao dịch Safe đã bị hủy (nonce của nó đã được thay thế). Không có gì được thực thi.',
    safeFailedLabel: 'Thất bại trong Safe của bạn',
    safeFailedToast: 'Giao dịch Safe đã thất bại.',
  },
  signing: {
    sign: 'Ký thông điệp',
    verifying: 'Đang xác minh…',
    stop: 'Ngừng chờ',
    verified: 'Đã xác minh ({method})',
    notValid: 'Không hợp lệ ({method})',
    byRecovery: 'khôi phục người ký',
    byEip1271: 'EIP-1271 isValidSignature',
    byEip1271Legacy: 'EIP-1271 isValidSignature (kiểu cũ)',
    verifiedToast: 'Chữ ký đã được xác minh.',
    notValidToast: 'Chữ ký không hợp lệ với tài khoản này.',
    safeWaitingToast: 'Đang chờ các chủ sở hữu Safe xác nhận thông điệp…',
    message: 'Kiểm tra chữ ký {app}\nTài khoản: {address}\nMạng: {chain}\nThời điểm tạo: {issued}',
  },
  transfer: {
    description: 'Chuyển {symbol}',
    connectToSend: 'Kết nối ví để gửi {symbol}.',
    switchToSee: 'Chuyển ví của bạn sang BNB Smart Chain để xem và gửi {symbol}.',
    title: '{symbol} (BSC-USD)',
    youHold: 'Số dư của bạn',
    safeHolds: 'Số dư Safe của bạn',
    recipient: 'Địa chỉ người nhận',
    amount: 'Số lượng ({symbol})',
    send: 'Gửi',
    propose: 'Đề xuất chuyển',
    recipientEmpty: 'Nhập địa chỉ người nhận.',
    notAnAddress: 'Đây không phải là địa chỉ: địa chỉ phải là 0x theo sau bởi 40 ký tự từ 0-9 và a-f.',
    badChecksum:
      'Địa chỉ này không khớp mã kiểm tra (cách viết hoa và thường), nên có thể một ký tự bị sai. Hãy sao chép lại từ nơi bạn lấy nó.',
    zeroAddress: 'Token gửi đến địa chỉ 0 sẽ bị mất. Hãy nhập đúng địa chỉ người nhận.',
    amountEmpty: 'Nhập số lượng.',
    usePoint: 'Dùng dấu chấm cho phần thập phân: {fixed}.',
    notANumber: 'Nhập một số dương, ví dụ {example} (chỉ gồm chữ số và một dấu thập phân).',
    tooManyPlaces: '{symbol} có tối đa {decimals} chữ số thập phân.',
    notPositive: 'Nhập số lượng lớn hơn 0.',
    balanceUnknown: 'Số dư của bạn vẫn đang được đọc. Hãy thử lại sau giây lát.',
    overBalance: 'Số này lớn hơn số dư {balance} {symbol} của bạn.',
  },
  notify: {
    region: 'Thông báo Alt+T',
  },
};

/** Entries written the same as in English: brand names and technical identifiers. */
export const sameAsEnglish: readonly string[] = ['safe.label', 'transfer.title', 'signing.byEip1271'];
