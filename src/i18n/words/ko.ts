import type { SiteWords } from './en.ts';

export const ko: SiteWords = {
  page: {
    loading: '불러오는 중…',
    unconfirmedMark: '확인 중',
    accountConnected: '{address}, 연결됨',
    accountUnconfirmed: '{address}, 지갑에서 아직 확인되지 않음',
    homeNav: '홈',
    pagesNav: '페이지',
    languagesNav: '언어',
    accountRegion: '내 계정',
    connectToSee: '지갑을 연결하면 주소, 잔액, 사용할 수 있는 작업이 표시됩니다.',
    connectToUse: '이 페이지를 사용하려면 지갑을 연결하세요.',
    footerChain: 'BNB Smart Chain (ID {id})',
    noScript: '지갑을 연결하려면 JavaScript가 필요합니다. JavaScript를 켠 후 이 페이지를 새로고침하세요.',
  },
  dialog: {
    close: '닫기',
    backToWallets: '지갑 목록으로 돌아가기',
    copyLink: '링크 복사',
    pickAgain: '다시 시도하려면 지갑을 선택하세요.',
    loadFailedShort: '불러오지 못했습니다. 페이지를 새로고침하세요.',
    loadFailed: '지갑 목록을 불러오지 못했습니다. 인터넷 연결을 확인하고 페이지를 새로고침하세요.',
    checkingWallet: '지갑 확인 중…',
    notHere:
      '이 브라우저에서는 해당 지갑을 사용할 수 없습니다. 다른 지갑을 선택하거나 페이지를 새로고침하세요.',
    scanHint: '휴대폰에서 {wallet} 앱을 열고 이 코드를 스캔한 다음, 앱에서 연결을 승인하세요.',
    scanHintAny:
      '휴대폰에서 WalletConnect 지원 지갑을 열고 이 코드를 스캔한 다음, 지갑에서 연결을 승인하세요.',
    preparingCode: '코드 준비 중…',
    linkCopied: '링크가 복사되었습니다. 지갑에 붙여넣으세요.',
    copyFailed: '링크를 복사하지 못했습니다. 대신 코드를 스캔하세요.',
    qrLabel: '{wallet} 연결용 QR 코드',
    openWallet: '{wallet} 열기',
    waitingFor: '{wallet}에서 승인을 기다리는 중…',
  },
  token: {
    intro: 'BNB Smart Chain의 BSC-USD 잔액을 확인하세요. 전송은 지갑에 요청하기 전에 먼저 검사됩니다.',
    connectToSee: 'BSC-USD를 확인하고 보내려면 지갑을 연결하세요.',
  },
  notFound: {
    title: '페이지를 찾을 수 없습니다',
    text: '이 URL에는 아무것도 없습니다.',
    home: '시작 페이지로 이동',
  },
  errors: {
    WALLET_REJECTED: '지갑에서 요청이 취소되었습니다. 아무것도 전송되지 않았습니다.',
    WALLET_BUSY:
      '지갑에 이미 대기 중인 요청이 있습니다. 지갑을 열어 요청을 완료하거나 닫은 다음 다시 시도하세요.',
    NO_WALLET:
      '이 브라우저에서 지갑을 찾을 수 없습니다. 지갑 확장 프로그램을 설치하거나 다른 지갑을 선택하세요.',
    WALLET_UNAUTHORIZED:
      '지갑에서 이 사이트에 해당 요청 권한을 부여하지 않았습니다. 지갑을 다시 연결한 다음 다시 시도하세요.',
    WALLET_UNSUPPORTED_REQUEST: '지갑이 이 요청을 지원하지 않습니다. 다른 지갑으로 다시 시도하세요.',
    WALLET_TIMEOUT:
      '지갑이 응답하지 않아 요청을 중단했습니다. 지갑에 요청이 아직 열려 있다면 지갑에서 닫은 다음 다시 시도하세요.',
    WALLET_WAIT_CANCELLED: '지갑 응답 대기를 중단했습니다. 지갑에 요청이 아직 열려 있다면 닫으세요.',
    WALLET_BAD_ADDRESS:
      '지갑이 계정 주소가 아닌 값을 반환하여 연결하지 않았습니다. 다시 시도하거나 다른 지갑을 사용하세요.',
    WALLET_BAD_CHAIN:
      '지갑이 유효하지 않은 네트워크 ID를 보고하여 연결하지 않았습니다. 지갑의 네트워크를 확인하거나 다른 지갑을 사용하세요.',
    WALLET_NO_ACCOUNT:
      '지갑이 계정을 공유하지 않아 연결되지 않았습니다. 지갑의 잠금을 해제하거나 지갑에서 계정을 선택한 다음 다시 시도하세요.',
    WALLET_BAD_ANSWER:
      '지갑이 유효하지 않은 값을 반환하여 사용하지 않았습니다. 다시 시도하거나 다른 지갑을 사용하세요.',
    CHAIN_NOT_SUPPORTED:
      '여기서는 해당 네트워크를 지원하지 않습니다. Portico는 BNB Smart Chain에서만 작동합니다.',
    WRONG_NETWORK:
      '지갑이 다른 네트워크에 연결되어 있습니다. BNB Smart Chain으로 전환한 후 다시 시도하세요. 아무것도 전송되지 않았습니다.',
    SWITCH_FAILED:
      'BNB Smart Chain으로 전환하지 못했습니다. 지갑 내에서 네트워크를 전환한 후 다시 시도하세요.',
    SWITCH_UNSUPPORTED:
      '지갑이 네트워크 전환을 지원하지 않습니다. 지갑 내에서 BNB Smart Chain으로 전환하세요.',
    INSUFFICIENT_FUNDS:
      '계정에 이 거래와 네트워크 수수료를 지불할 BNB가 부족합니다. 아무것도 전송되지 않았습니다.',
    RPC_UNREACHABLE:
      'BNB Smart Chain 네트워크가 응답하지 않습니다. 인터넷 연결을 확인하세요. 페이지는 계속 사용할 수 있습니다.',
    SAFE_TIMEOUT: 'Safe가 응답하지 않습니다. Safe에서 앱을 새로고침한 다음 다시 시도하세요.',
    SAFE_NOT_CONFIRMED: '문제가 발생했습니다: Safe 소유자가 제한 시간 내에 메시지를 확인하지 않았습니다.',
    SAFE_REFUSED: 'Safe가 요청을 거부했습니다: {reason}. Safe에서 앱을 새로고침한 다음 다시 시도하세요.',
    SAFE_PERMISSION_DECLINED: 'Safe에서 권한 요청이 거부되었습니다. 아무것도 공유되지 않았습니다.',
    SAFE_PERMISSION_INVALID:
      '권한 요청이 유효하지 않습니다: 이 앱이 Safe에 존재하지 않는 권한을 요청했습니다.',
    STORAGE_UNAVAILABLE:
      '이 브라우저에서는 사이트가 데이터를 저장할 수 없어 다음 방문 때 사용자를 기억하지 못합니다. 페이지는 계속 사용할 수 있습니다.',
    UNEXPECTED: '문제가 발생했습니다. 다시 시도하세요.',
  },
  status: {
    disconnected: '연결 안 됨',
  },
  header: {
    walletTrouble: '지갑 화면이 작동을 멈췄습니다. 다시 연결하거나 페이지를 새로고침하세요.',
    networkButton: '{shown}, 네트워크 선택',
    chooseNetwork: '네트워크 선택',
  },
  account: {
    address: '주소',
    network: '네트워크',
    wallet: '지갑',
    chain: '{name} (ID {id})',
    unsupportedChain: '지원되지 않는 네트워크 (ID {id})',
    unknownWallet: '알 수 없음',
    copy: '복사',
    unavailable: '확인할 수 없음 (네트워크 응답 없음)',
    lastKnown: '(마지막 확인 값)',
    switching: '전환 중…',
    switchTo: '{network} 네트워크로 전환',
  },
  safe: {
    label: 'Safe',
    threshold: {
      other: '소유자 {count}명 중 {threshold}명의 확인이 필요합니다',
    },
    detailsUnavailable: 'Safe 세부 정보를 불러올 수 없음',
    addressBook: '주소록',
    load: '불러오기',
    contacts: {
      other: 'BNB Smart Chain의 연락처 {count}개',
    },
    otherChain:
      '이 Safe는 다른 네트워크(ID {id})에 있습니다. 이 앱을 사용하려면 {safeWallet}에서 {network}의 Safe를 여세요. Safe는 네트워크를 전환할 수 없습니다.',
    readOnly: '이 Safe는 읽기 전용으로 열려 있으므로(소유자가 아님) 여기서는 서명하거나 전송할 수 없습니다.',
    foreignHost:
      '이 페이지는 허용된 Safe 호스트가 아닌 {origin}에 삽입되어 있어 Safe를 연결하지 않았습니다. {safeWallet}에서 열거나 직접 여세요.',
  },
  transactions: {
    testDescription: '테스트 거래: 나에게 0 BNB 보내기',
    sendTest: '테스트 거래 보내기',
    confirmInWallet: '지갑에서 승인하세요…',
    pending: '대기 중',
    pendingSeen: '대기 중 (네트워크에서 수신됨)',
    confirmed: '확인됨',
    failed: '실패',
    dropped: '삭제됨 (네트워크에 더 이상 없음)',
    replaced: '지갑에서 대체됨',
    sentToast: '거래가 전송되었습니다. 확인을 기다리는 중입니다.',
    droppedToast:
      '거래가 삭제되었습니다: 네트워크에 더 이상 없으며 블록에 포함되지 않았습니다. 지갑에 아직 대기 중으로 표시된다면 나중에 전송될 수도 있으며, 그러면 이 페이지에 표시됩니다.',
    replacedToast: '지갑에서 거래가 대체되었습니다(가속 또는 취소): 다른 거래가 해당 논스를 사용했습니다.',
    confirmedToast: '거래가 확인되었습니다.',
    failedToast: '거래가 체인에서 실패했습니다.',
    viewOn: '{explorer}에서 보기',
    safeProposed: 'Safe에서 제안됨',
    safeProposedToast: 'Safe에서 제안되었습니다. 소유자의 확인을 기다리는 중…',
    safeAwaitingConfirmations: '확인 대기 중 ({count}/{required})',
    safeAwaitingExecution: '실행 대기 중',
    safeExecuted: '실행됨',
    safeCancelled: '취소됨',
    safeCancelledLabel: 'Safe에서 취소됨',
    safeCancelledToast: 'Safe 거래가 취소되었습니다(논스가 대체됨). 아무것도 실행되지 않았습니다.',
    safeFailedLabel: 'Safe에서 실패함',
    safeFailedToast: 'Safe 거래가 실패했습니다.',
  },
  signing: {
    sign: '메시지 서명',
    verifying: '검증 중…',
    stop: '대기 중지',
    verified: '검증됨 ({method})',
    notValid: '유효하지 않음 ({method})',
    byRecovery: '서명자 복구',
    byEip1271: 'EIP-1271 isValidSignature',
    byEip1271Legacy: 'EIP-1271 레거시 isValidSignature',
    verifiedToast: '서명이 검증되었습니다.',
    notValidToast: '이 서명은 이 계정에 대해 검증되지 않습니다.',
    safeWaitingToast: 'Safe 소유자가 메시지를 확인하기를 기다리는 중…',
    message: '{app} 서명 확인\n계정: {address}\n체인: {chain}\n발행 시각: {issued}',
  },
  transfer: {
    description: '{symbol} 전송',
    connectToSend: '{symbol} 토큰을 보내려면 지갑을 연결하세요.',
    switchToSee: '{symbol} 토큰을 확인하고 보내려면 지갑을 BNB Smart Chain으로 전환하세요.',
    title: '{symbol} (BSC-USD)',
    youHold: '보유 수량',
    safeHolds: 'Safe 보유 수량',
    recipient: '받는 주소',
    amount: '수량 ({symbol})',
    send: '보내기',
    propose: '전송 제안',
    recipientEmpty: '받는 사람의 주소를 입력하세요.',
    notAnAddress: '주소가 아닙니다: 0x 다음에 0-9와 a-f로 이루어진 40자가 와야 합니다.',
    badChecksum:
      '이 주소는 체크섬(대소문자 조합) 검사를 통과하지 못해 일부 문자가 잘못되었을 수 있습니다. 주소를 받은 곳에서 다시 복사하세요.',
    zeroAddress: '제로 주소로 보낸 토큰은 사라집니다. 실제 받는 사람의 주소를 입력하세요.',
    amountEmpty: '수량을 입력하세요.',
    usePoint: '소수점은 마침표(.)로 입력하세요: {fixed}.',
    notANumber: '{example}처럼 양수를 입력하세요(숫자와 소수점 하나만 사용).',
    tooManyPlaces: '{symbol}의 소수점 이하 자릿수는 최대 {decimals}자리입니다.',
    notPositive: '0보다 큰 수량을 입력하세요.',
    balanceUnknown: '잔액을 아직 불러오는 중입니다. 잠시 후 다시 시도하세요.',
    overBalance: '잔액({balance} {symbol})보다 많습니다.',
  },
  notify: {
    region: '알림 Alt+T',
  },
};

export const sameAsEnglish: readonly string[] = ['safe.label', 'signing.byEip1271', 'transfer.title'];
