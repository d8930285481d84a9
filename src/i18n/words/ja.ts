import type { SiteWords } from './en.ts';

export const ja: SiteWords = {
  page: {
    loading: '読み込み中…',
    unconfirmedMark: '確認中',
    accountConnected: '{address}、接続済み',
    accountUnconfirmed: '{address}、ウォレットでの確認待ち',
    homeNav: 'ホーム',
    pagesNav: 'ページ',
    languagesNav: '言語',
    accountRegion: 'あなたのアカウント',
    connectToSee: 'ウォレットを接続すると、アドレス、残高、操作が表示されます。',
    connectToUse: 'このページを使うには、ウォレットを接続してください。',
    footerChain: 'BNB Smart Chain（ID {id}）',
    noScript:
      'ウォレットの接続にはJavaScriptが必要です。有効にしてから、このページを再読み込みしてください。',
  },
  dialog: {
    close: '閉じる',
    backToWallets: 'ウォレット一覧に戻る',
    copyLink: 'リンクをコピー',
    pickAgain: 'ウォレットを選んで、もう一度お試しください。',
    loadFailedShort: '読み込めませんでした。ページを再読み込みしてください。',
    loadFailed:
      'ウォレット一覧を読み込めませんでした。インターネット接続を確認して、ページを再読み込みしてください。',
    checkingWallet: 'ウォレットを確認しています…',
    notHere:
      'そのウォレットはこのブラウザでは利用できません。別のウォレットを選ぶか、ページを再読み込みしてください。',
    scanHint: '携帯電話で{wallet}を開いてこのコードをスキャンし、そこで接続を承認してください。',
    scanHintAny:
      '携帯電話でWalletConnect対応のウォレットを開いてこのコードをスキャンし、そこで接続を承認してください。',
    preparingCode: 'コードを準備しています…',
    linkCopied: 'リンクをコピーしました。ウォレットに貼り付けてください。',
    copyFailed: 'リンクをコピーできませんでした。代わりにコードをスキャンしてください。',
    qrLabel: '{wallet}に接続するためのQRコード',
    openWallet: '{wallet}を開く',
    waitingFor: '{wallet}での承認を待っています…',
  },
  token: {
    intro:
      'BNB Smart Chain上のBSC-USD残高を表示します。送金は、ウォレットに依頼する前に内容をチェックします。',
    connectToSee: 'BSC-USDを表示・送金するには、ウォレットを接続してください。',
  },
  notFound: {
    title: 'ページが見つかりません',
    text: 'このURLには何もありません。',
    home: 'トップページへ',
  },
  errors: {
    WALLET_REJECTED: 'ウォレットでリクエストがキャンセルされました。何も送信されていません。',
    WALLET_BUSY:
      'ウォレットに処理待ちのリクエストがあります。ウォレットを開いて完了するか却下してから、もう一度お試しください。',
    NO_WALLET:
      'このブラウザにウォレットが見つかりません。ウォレットの拡張機能をインストールするか、別のウォレットを選んでください。',
    WALLET_UNAUTHORIZED:
      'ウォレットがこのサイトにそのリクエストを許可していません。ウォレットを再接続してから、もう一度お試しください。',
    WALLET_UNSUPPORTED_REQUEST:
      'お使いのウォレットはこのリクエストに対応していません。別のウォレットでもう一度お試しください。',
    WALLET_TIMEOUT:
      'ウォレットから応答がなかったため、リクエストを中止しました。ウォレットにまだ表示されている場合はそこで却下してから、もう一度お試しください。',
    WALLET_WAIT_CANCELLED:
      'ウォレットの応答待ちを中止しました。ウォレットにリクエストが残っている場合は却下してください。',
    WALLET_BAD_ADDRESS:
      'ウォレットの応答がアカウントアドレスではなかったため、接続しませんでした。もう一度試すか、別のウォレットをお使いください。',
    WALLET_BAD_CHAIN:
      'ウォレットが無効なネットワークIDを返したため、接続しませんでした。ウォレットのネットワークを確認するか、別のウォレットをお使いください。',
    WALLET_NO_ACCOUNT:
      'ウォレットからアカウントが共有されなかったため、接続しませんでした。ウォレットのロックを解除するかアカウントを選んでから、もう一度お試しください。',
    WALLET_BAD_ANSWER:
      'ウォレットの応答が無効だったため、使用しませんでした。もう一度試すか、別のウォレットをお使いください。',
    CHAIN_NOT_SUPPORTED:
      'そのネットワークはここでは対応していません。PorticoはBNB Smart Chainでのみ動作します。',
    WRONG_NETWORK:
      'ウォレットが別のネットワークに接続されています。BNB Smart Chainに切り替えて、もう一度お試しください。何も送信されていません。',
    SWITCH_FAILED:
      'BNB Smart Chainに切り替えられませんでした。ウォレット内でネットワークを切り替えて、もう一度お試しください。',
    SWITCH_UNSUPPORTED:
      'お使いのウォレットはネットワークの切り替えに対応していません。ウォレット内でBNB Smart Chainに切り替えてください。',
    INSUFFICIENT_FUNDS:
      'このトランザクションとネットワーク手数料を支払うためのBNBがアカウントに足りません。何も送信されていません。',
    RPC_UNREACHABLE:
      'BNB Smart Chainのネットワークが応答していません。接続を確認してください。ページはそのまま使えます。',
    SAFE_TIMEOUT: 'Safeから応答がありません。Safe内でアプリを再読み込みしてから、もう一度お試しください。',
    SAFE_NOT_CONFIRMED: '問題が発生しました：Safeのオーナーが時間内にメッセージを承認しませんでした。',
    SAFE_REFUSED:
      'Safeがリクエストを拒否しました：{reason}。Safe内でアプリを再読み込みしてから、もう一度お試しください。',
    SAFE_PERMISSION_DECLINED: 'Safeで権限の付与が拒否されました。何も共有されていません。',
    SAFE_PERMISSION_INVALID: '権限のリクエストが無効です：このアプリが存在しない権限をSafeに要求しました。',
    STORAGE_UNAVAILABLE:
      'このブラウザではサイトがデータを保存できないため、次回はあなたの情報を引き継げません。ページはそのまま使えます。',
    UNEXPECTED: '問題が発生しました。もう一度お試しください。',
  },
  status: {
    disconnected: '未接続',
  },
  header: {
    walletTrouble: 'ウォレットの表示が停止しました。もう一度接続するか、ページを再読み込みしてください。',
    networkButton: '{shown}、ネットワークを選択',
    chooseNetwork: 'ネットワークを選択',
  },
  account: {
    address: 'アドレス',
    network: 'ネットワーク',
    wallet: 'ウォレット',
    chain: '{name}（ID {id}）',
    unsupportedChain: '未対応のネットワーク（ID {id}）',
    unknownWallet: '不明',
    copy: 'コピー',
    unavailable: '取得できません（ネットワークが応答していません）',
    lastKnown: '（前回の値）',
    switching: '切り替え中…',
    switchTo: '{network}に切り替え',
  },
  safe: {
    label: 'Safe',
    threshold: {
      other: '{count}人のオーナーのうち{threshold}人の承認が必要です',
    },
    detailsUnavailable: 'Safeの詳細を取得できません',
    addressBook: 'アドレス帳',
    load: '読み込む',
    contacts: {
      other: 'BNB Smart Chain上の連絡先{count}件',
    },
    otherChain:
      'このSafeは別のネットワーク（ID {id}）にあります。このアプリを使うには、{safeWallet}で{network}上のSafeを開いてください。Safeはネットワークを切り替えられません。',
    readOnly:
      'このSafeは読み取り専用で開かれています（あなたはオーナーではありません）。そのため、ここから署名や送信はできません。',
    foreignHost:
      'このページは{origin}に埋め込まれていますが、許可されたSafeホストではないため、Safeに接続していません。{safeWallet}から開くか、直接開いてください。',
  },
  transactions: {
    testDescription: 'テストトランザクション：自分宛てに0 BNB',
    sendTest: 'テストトランザクションを送信',
    confirmInWallet: 'ウォレットで確認してください…',
    pending: '保留中',
    pendingSeen: '保留中（ネットワークが受信済み）',
    confirmed: '確認済み',
    failed: '失敗',
    dropped: '破棄（ネットワーク上に存在しません）',
    replaced: 'ウォレットで置き換え済み',
    sentToast: 'トランザクションを送信しました。確認を待っています。',
    droppedToast:
      'トランザクションは破棄されました：ネットワーク上に存在せず、ブロックにも取り込まれていません。ウォレットでまだ保留中と表示されている場合は、今後送信される可能性があります。その場合はこのページでお知らせします。',
    replacedToast:
      'トランザクションはウォレットで置き換えられました（高速化またはキャンセル）：別のトランザクションがそのnonceを使用しました。',
    confirmedToast: 'トランザクションが確認されました。',
    failedToast: 'トランザクションはチェーン上で失敗しました。',
    viewOn: '{explorer}で表示',
    safeProposed: 'Safeで提案済み',
    safeProposedToast: 'Safeで提案しました。オーナーの承認を待っています…',
    safeAwaitingConfirmations: '承認待ち（{count}/{required}）',
    safeAwaitingExecution: '実行待ち',
    safeExecuted: '実行済み',
    safeCancelled: 'キャンセル済み',
    safeCancelledLabel: 'Safeでキャンセル済み',
    safeCancelledToast:
      'Safeのトランザクションはキャンセルされました（nonceが置き換えられました）。何も実行されていません。',
    safeFailedLabel: 'Safeで失敗',
    safeFailedToast: 'Safeのトランザクションが失敗しました。',
  },
  signing: {
    sign: 'メッセージに署名',
    verifying: '検証中…',
    stop: '待機を中止',
    verified: '検証済み（{method}）',
    notValid: '無効（{method}）',
    byRecovery: '署名者の復元',
    byEip1271: 'EIP-1271 isValidSignature',
    byEip1271Legacy: 'EIP-1271 isValidSignature（旧形式）',
    verifiedToast: '署名を検証しました。',
    notValidToast: 'この署名はこのアカウントのものとして検証できません。',
    safeWaitingToast: 'Safeのオーナーがメッセージを承認するのを待っています…',
    message: '{app} 署名チェック\nアカウント：{address}\nチェーン：{chain}\n発行日時：{issued}',
  },
  transfer: {
    description: '{symbol}の送金',
    connectToSend: '{symbol}を送金するには、ウォレットを接続してください。',
    switchToSee: '{symbol}を表示・送金するには、ウォレットをBNB Smart Chainに切り替えてください。',
    title: '{symbol} (BSC-USD)',
    youHold: '保有数量',
    safeHolds: 'Safeの保有数量',
    recipient: '送金先アドレス',
    amount: '数量（{symbol}）',
    send: '送金',
    propose: '送金を提案',
    recipientEmpty: '送金先のアドレスを入力してください。',
    notAnAddress: 'アドレスではありません：0xに続けて、0-9とa-fからなる40文字が必要です。',
    badChecksum:
      'このアドレスはチェックサム（大文字と小文字の組み合わせ）が一致しないため、どこかの文字が間違っている可能性があります。入手元からもう一度コピーしてください。',
    zeroAddress: 'ゼロアドレスに送ったトークンは失われます。正しい送金先を入力してください。',
    amountEmpty: '数量を入力してください。',
    usePoint: '小数点にはピリオドを使ってください：{fixed}。',
    notANumber: '{example}のような正の数を入力してください（数字と小数点1つのみ）。',
    tooManyPlaces: '{symbol}の小数点以下は最大{decimals}桁です。',
    notPositive: '0より大きい数量を入力してください。',
    balanceUnknown: '残高を読み込んでいます。しばらくしてから、もう一度お試しください。',
    overBalance: '残高（{balance} {symbol}）を超えています。',
  },
  notify: {
    region: '通知 Alt+T',
  },
};

export const sameAsEnglish: readonly string[] = ['safe.label', 'signing.byEip1271', 'transfer.title'];
