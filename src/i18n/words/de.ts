import type { SiteWords } from './en.ts';

export const de: SiteWords = {
  page: {
    loading: 'Wird geladen…',
    unconfirmedMark: 'wird geprüft',
    accountConnected: '{address}, verbunden',
    accountUnconfirmed: '{address}, von Ihrem Wallet noch nicht bestätigt',
    homeNav: 'Startseite',
    pagesNav: 'Seiten',
    languagesNav: 'Sprache',
    accountRegion: 'Ihr Konto',
    connectToSee: 'Verbinden Sie ein Wallet, um Ihre Adresse, Guthaben und Aktionen zu sehen.',
    connectToUse: 'Verbinden Sie ein Wallet, um diese Seite zu nutzen.',
    footerChain: 'BNB Smart Chain (ID {id})',
    noScript:
      'Zum Verbinden eines Wallets wird JavaScript benötigt. Aktivieren Sie es und laden Sie die Seite neu.',
  },
  dialog: {
    close: 'Schließen',
    backToWallets: 'Zurück zu den Wallets',
    copyLink: 'Link kopieren',
    pickAgain: 'Wählen Sie ein Wallet, um es erneut zu versuchen.',
    loadFailedShort: 'Laden fehlgeschlagen. Laden Sie die Seite neu.',
    loadFailed:
      'Die Wallet-Liste konnte nicht geladen werden. Prüfen Sie Ihre Internetverbindung und laden Sie die Seite neu.',
    checkingWallet: 'Ihr Wallet wird geprüft…',
    notHere:
      'Dieses Wallet ist in diesem Browser nicht verfügbar. Wählen Sie ein anderes Wallet oder laden Sie die Seite neu.',
    scanHint:
      'Öffnen Sie {wallet} auf Ihrem Telefon, scannen Sie diesen Code und bestätigen Sie dort die Verbindung.',
    scanHintAny:
      'Öffnen Sie ein WalletConnect-Wallet auf Ihrem Telefon, scannen Sie diesen Code und bestätigen Sie dort die Verbindung.',
    preparingCode: 'Code wird vorbereitet…',
    linkCopied: 'Link kopiert. Fügen Sie ihn in Ihr Wallet ein.',
    copyFailed: 'Der Link konnte nicht kopiert werden. Scannen Sie stattdessen den Code.',
    qrLabel: 'QR-Code zum Verbinden von {wallet}',
    openWallet: '{wallet} öffnen',
    waitingFor: 'Warten auf Bestätigung in {wallet}…',
  },
  token: {
    intro:
      'Ihr BSC-USD-Guthaben auf der BNB Smart Chain und ein Transfer, der geprüft wird, bevor Ihr Wallet gefragt wird.',
    connectToSee: 'Verbinden Sie ein Wallet, um BSC-USD zu sehen und zu senden.',
  },
  notFound: {
    title: 'Seite nicht gefunden',
    text: 'Unter dieser Adresse gibt es nichts.',
    home: 'Zur Startseite',
  },
  errors: {
    WALLET_REJECTED: 'Anfrage in Ihrem Wallet abgebrochen. Es wurde nichts gesendet.',
    WALLET_BUSY:
      'In Ihrem Wallet wartet bereits eine Anfrage. Öffnen Sie Ihr Wallet, schließen Sie sie ab oder lehnen Sie sie ab, und versuchen Sie es dann erneut.',
    NO_WALLET:
      'In diesem Browser wurde kein Wallet gefunden. Installieren Sie eine Wallet-Erweiterung oder wählen Sie ein anderes Wallet.',
    WALLET_UNAUTHORIZED:
      'Ihr Wallet hat diese Website für diese Anfrage nicht autorisiert. Verbinden Sie Ihr Wallet erneut und versuchen Sie es dann noch einmal.',
    WALLET_UNSUPPORTED_REQUEST:
      'Ihr Wallet unterstützt diese Anfrage nicht. Versuchen Sie es mit einem anderen Wallet erneut.',
    WALLET_TIMEOUT:
      'Ihr Wallet hat nicht geantwortet, daher wurde die Anfrage aufgegeben. Falls sie in Ihrem Wallet noch offen ist, lehnen Sie sie dort ab und versuchen Sie es dann erneut.',
    WALLET_WAIT_CANCELLED:
      'Das Warten auf Ihr Wallet wurde beendet. Falls die Anfrage dort noch offen ist, lehnen Sie sie ab.',
    WALLET_BAD_ADDRESS:
      'Ihr Wallet hat mit etwas geantwortet, das keine Kontoadresse ist, daher wurde es nicht verbunden. Versuchen Sie es erneut oder nutzen Sie ein anderes Wallet.',
    WALLET_BAD_CHAIN:
      'Ihr Wallet hat eine ungültige Netzwerk-ID gemeldet, daher wurde es nicht verbunden. Prüfen Sie das Netzwerk in Ihrem Wallet oder nutzen Sie ein anderes Wallet.',
    WALLET_NO_ACCOUNT:
      'Ihr Wallet hat kein Konto freigegeben, daher wurde nichts verbunden. Entsperren Sie Ihr Wallet oder wählen Sie darin ein Konto und versuchen Sie es dann erneut.',
    WALLET_BAD_ANSWER:
      'Ihr Wallet hat mit etwas Ungültigem geantwortet, daher wurde es nicht verwendet. Versuchen Sie es erneut oder nutzen Sie ein anderes Wallet.',
    CHAIN_NOT_SUPPORTED:
      'Dieses Netzwerk wird hier nicht unterstützt. Portico funktioniert nur auf der BNB Smart Chain.',
    WRONG_NETWORK:
      'Ihr Wallet ist in einem anderen Netzwerk. Wechseln Sie zur BNB Smart Chain und versuchen Sie es erneut. Es wurde nichts gesendet.',
    SWITCH_FAILED:
      'Wechsel zur BNB Smart Chain fehlgeschlagen. Wechseln Sie das Netzwerk direkt in Ihrem Wallet und versuchen Sie es erneut.',
    SWITCH_UNSUPPORTED:
      'Ihr Wallet unterstützt keinen Netzwerkwechsel. Wechseln Sie direkt in Ihrem Wallet zur BNB Smart Chain.',
    INSUFFICIENT_FUNDS:
      'Ihr Konto hat nicht genug BNB, um diese Transaktion und ihre Netzwerkgebühr zu bezahlen. Es wurde nichts gesendet.',
    RPC_UNREACHABLE:
      'Die BNB Smart Chain antwortet nicht. Prüfen Sie Ihre Internetverbindung; die Seite funktioniert weiter.',
    SAFE_TIMEOUT:
      'Ihr Safe hat nicht geantwortet. Laden Sie die App in Ihrem Safe neu und versuchen Sie es erneut.',
    SAFE_NOT_CONFIRMED:
      'Etwas ist schiefgelaufen: Die Eigentümer des Safe haben die Nachricht nicht rechtzeitig bestätigt.',
    SAFE_REFUSED:
      'Ihr Safe hat die Anfrage abgelehnt: {reason}. Laden Sie die App in Ihrem Safe neu und versuchen Sie es erneut.',
    SAFE_PERMISSION_DECLINED: 'Berechtigung in Ihrem Safe abgelehnt. Es wurde nichts geteilt.',
    SAFE_PERMISSION_INVALID:
      'Ungültige Berechtigungsanfrage: Diese App hat Ihren Safe um eine Berechtigung gebeten, die es nicht gibt.',
    STORAGE_UNAVAILABLE:
      'Dieser Browser erlaubt der Website nicht, Daten zu speichern, daher wird sie Sie beim nächsten Mal nicht wiedererkennen. Die Seite funktioniert weiter.',
    UNEXPECTED: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
  },
  status: {
    disconnected: 'Getrennt',
  },
  header: {
    walletTrouble:
      'Die Wallet-Ansicht funktioniert nicht mehr. Verbinden Sie sich erneut oder laden Sie die Seite neu.',
    networkButton: '{shown}, Netzwerk wählen',
    chooseNetwork: 'Netzwerk wählen',
  },
  account: {
    address: 'Adresse',
    network: 'Netzwerk',
    wallet: 'Wallet',
    chain: '{name} (ID {id})',
    unsupportedChain: 'Nicht unterstütztes Netzwerk (ID {id})',
    unknownWallet: 'Unbekannt',
    copy: 'Kopieren',
    unavailable: 'nicht verfügbar (Netzwerk antwortet nicht)',
    lastKnown: '(zuletzt bekannt)',
    switching: 'Wird gewechselt…',
    switchTo: 'Zu {network} wechseln',
  },
  safe: {
    label: 'Safe',
    threshold: {
      one: 'Bestätigung durch {threshold} von {count} Eigentümer erforderlich',
      other: 'Bestätigung durch {threshold} von {count} Eigentümern erforderlich',
    },
    detailsUnavailable: 'Safe-Details nicht verfügbar',
    addressBook: 'Adressbuch',
    load: 'Laden',
    contacts: {
      one: '{count} Kontakt auf der BNB Smart Chain',
      other: '{count} Kontakte auf der BNB Smart Chain',
    },
    otherChain:
      'Dieser Safe ist in einem anderen Netzwerk (ID {id}). Öffnen Sie Ihren Safe in {safeWallet} im Netzwerk {network}, um diese App zu nutzen; ein Safe kann das Netzwerk nicht wechseln.',
    readOnly:
      'Dieser Safe ist schreibgeschützt geöffnet (Sie sind keiner seiner Eigentümer), daher kann von hier aus nichts signiert oder gesendet werden.',
    foreignHost:
      'Diese Seite ist in {origin} eingebettet, einem nicht zugelassenen Safe-Host, daher wurde kein Safe verbunden. Öffnen Sie sie über {safeWallet} oder direkt.',
  },
  transactions: {
    testDescription: 'Testtransaktion: 0 BNB an Sie selbst',
    sendTest: 'Testtransaktion senden',
    confirmInWallet: 'Bestätigen Sie in Ihrem Wallet…',
    pending: 'Ausstehend',
    pendingSeen: 'Ausstehend (vom Netzwerk gesehen)',
    confirmed: 'Bestätigt',
    failed: 'Fehlgeschlagen',
    dropped: 'Verworfen (dem Netzwerk nicht mehr bekannt)',
    replaced: 'In Ihrem Wallet ersetzt',
    sentToast: 'Transaktion gesendet, Bestätigung ausstehend.',
    droppedToast:
      'Die Transaktion wurde verworfen: Das Netzwerk kennt sie nicht mehr und sie wurde in keinen Block aufgenommen. Falls Ihr Wallet sie noch als ausstehend anzeigt, kann sie noch gesendet werden; diese Seite zeigt es dann an.',
    replacedToast:
      'Die Transaktion wurde in Ihrem Wallet ersetzt (beschleunigt oder abgebrochen): Eine andere hat ihre Nonce übernommen.',
    confirmedToast: 'Transaktion bestätigt.',
    failedToast: 'Transaktion auf der Blockchain fehlgeschlagen.',
    viewOn: 'Auf {explorer} ansehen',
    safeProposed: 'In Ihrem Safe vorgeschlagen',
    safeProposedToast: 'In Ihrem Safe vorgeschlagen. Warten auf die Eigentümer…',
    safeAwaitingConfirmations: 'Wartet auf Bestätigungen ({count} von {required})',
    safeAwaitingExecution: 'Wartet auf Ausführung',
    safeExecuted: 'Ausgeführt',
    safeCancelled: 'Abgebrochen',
    safeCancelledLabel: 'In Ihrem Safe abgebrochen',
    safeCancelledToast:
      'Die Safe-Transaktion wurde abgebrochen (ihre Nonce wurde ersetzt). Es wurde nichts ausgeführt.',
    safeFailedLabel: 'In Ihrem Safe fehlgeschlagen',
    safeFailedToast: 'Die Safe-Transaktion ist fehlgeschlagen.',
  },
  signing: {
    sign: 'Nachricht signieren',
    verifying: 'Wird überprüft…',
    stop: 'Nicht mehr warten',
    verified: 'Verifiziert ({method})',
    notValid: 'Ungültig ({method})',
    byRecovery: 'wiederhergestellter Unterzeichner',
    byEip1271: 'EIP-1271 isValidSignature',
    byEip1271Legacy: 'EIP-1271 isValidSignature (alte Version)',
    verifiedToast: 'Signatur verifiziert.',
    notValidToast: 'Die Signatur ist für dieses Konto nicht gültig.',
    safeWaitingToast: 'Warten, bis die Safe-Eigentümer die Nachricht bestätigen…',
    message: '{app}: Signaturprüfung\nKonto: {address}\nChain: {chain}\nAusgestellt: {issued}',
  },
  transfer: {
    description: '{symbol} senden',
    connectToSend: 'Verbinden Sie ein Wallet, um {symbol} zu senden.',
    switchToSee: 'Wechseln Sie in Ihrem Wallet zur BNB Smart Chain, um {symbol} zu sehen und zu senden.',
    title: '{symbol} (BSC-USD)',
    youHold: 'Ihr Guthaben',
    safeHolds: 'Guthaben Ihres Safe',
    recipient: 'Empfängeradresse',
    amount: 'Betrag ({symbol})',
    send: 'Senden',
    propose: 'Transfer vorschlagen',
    recipientEmpty: 'Geben Sie die Adresse des Empfängers ein.',
    notAnAddress:
      'Das ist keine Adresse: Sie sollte mit 0x beginnen, gefolgt von 40 Zeichen aus 0-9 und a-f.',
    badChecksum:
      'Die Prüfsumme dieser Adresse (ihre Groß- und Kleinschreibung) stimmt nicht, wahrscheinlich ist also ein Zeichen falsch. Kopieren Sie sie erneut aus der Quelle.',
    zeroAddress:
      'An die Nulladresse gesendete Token gehen verloren. Geben Sie den tatsächlichen Empfänger ein.',
    amountEmpty: 'Geben Sie einen Betrag ein.',
    usePoint: 'Verwenden Sie einen Punkt als Dezimaltrennzeichen: {fixed}.',
    notANumber: 'Geben Sie eine positive Zahl ein, z. B. {example} (nur Ziffern und ein Komma).',
    tooManyPlaces: '{symbol} hat höchstens {decimals} Nachkommastellen.',
    notPositive: 'Geben Sie einen Betrag größer als 0 ein.',
    balanceUnknown: 'Ihr Guthaben wird noch gelesen. Versuchen Sie es gleich noch einmal.',
    overBalance: 'Das ist mehr als Ihr Guthaben von {balance} {symbol}.',
  },
  notify: {
    region: 'Benachrichtigungen Alt+T',
  },
};

export const sameAsEnglish: readonly string[] = [
  'account.wallet',
  'safe.label',
  'transfer.title',
  'signing.byEip1271',
];
