import type { SiteWords } from './en.ts';

/** French (RainbowKit's fr-FR): the site's own words. A narrow no-break space (U+202F) before : ; ? ! */
export const fr: SiteWords = {
  page: {
    loading: 'Chargement…',
    unconfirmedMark: 'vérification',
    accountConnected: '{address}, connecté',
    accountUnconfirmed: '{address}, pas encore confirmé par votre portefeuille',
    homeNav: 'Accueil',
    pagesNav: 'Pages',
    languagesNav: 'Langue',
    accountRegion: 'Votre compte',
    connectToSee:
      'Connectez un portefeuille pour voir votre adresse, vos soldes et ce que vous pouvez faire.',
    connectToUse: 'Connectez un portefeuille pour utiliser cette page.',
    footerChain: 'BNB Smart Chain (ID {id})',
    noScript: "La connexion d'un portefeuille nécessite JavaScript. Activez-le, puis rechargez cette page.",
  },
  dialog: {
    close: 'Fermer',
    backToWallets: 'Retour aux portefeuilles',
    copyLink: 'Copier le lien',
    pickAgain: 'Choisissez un portefeuille pour réessayer.',
    loadFailedShort: 'Chargement impossible. Rechargez la page.',
    loadFailed:
      "La liste des portefeuilles n'a pas pu être chargée. Vérifiez votre connexion et rechargez la page.",
    checkingWallet: 'Vérification de votre portefeuille…',
    notHere:
      "Ce portefeuille n'est pas disponible dans ce navigateur. Choisissez un autre portefeuille ou rechargez la page.",
    scanHint: 'Ouvrez {wallet} sur votre téléphone, scannez ce code, puis approuvez-y la connexion.',
    scanHintAny:
      'Ouvrez un portefeuille compatible WalletConnect sur votre téléphone, scannez ce code, puis approuvez-y la connexion.',
    preparingCode: 'Préparation du code…',
    linkCopied: 'Lien copié. Collez-le dans votre portefeuille.',
    copyFailed: 'Impossible de copier le lien. Scannez plutôt le code.',
    qrLabel: 'Code QR pour connecter {wallet}',
    openWallet: 'Ouvrir {wallet}',
    waitingFor: "En attente de l'approbation de {wallet}…",
  },
  token: {
    intro:
      'Votre solde BSC-USD sur BNB Smart Chain, et un transfert vérifié avant toute demande à votre portefeuille.',
    connectToSee: 'Connectez un portefeuille pour voir et envoyer des BSC-USD.',
  },
  notFound: {
    title: 'Page introuvable',
    text: "Il n'y a rien à cette adresse.",
    home: "Aller à la page d'accueil",
  },
  errors: {
    WALLET_REJECTED: "Demande annulée dans votre portefeuille. Rien n'a été envoyé.",
    WALLET_BUSY:
      'Votre portefeuille a déjà une demande en attente. Ouvrez votre portefeuille pour la terminer ou la refuser, puis réessayez.',
    NO_WALLET:
      'Aucun portefeuille trouvé dans ce navigateur. Installez une extension de portefeuille ou choisissez un autre portefeuille.',
    WALLET_UNAUTHORIZED:
      "Votre portefeuille n'a pas autorisé ce site pour cette demande. Reconnectez votre portefeuille, puis réessayez.",
    WALLET_UNSUPPORTED_REQUEST:
      'Votre portefeuille ne prend pas en charge cette demande. Réessayez avec un autre portefeuille.',
    WALLET_TIMEOUT:
      "Votre portefeuille n'a pas répondu, la demande a donc été abandonnée. Si elle est toujours ouverte dans votre portefeuille, refusez-la, puis réessayez.",
    WALLET_WAIT_CANCELLED:
      "L'attente de votre portefeuille a été interrompue. Si la demande y est toujours ouverte, refusez-la.",
    WALLET_BAD_ADDRESS:
      "Votre portefeuille a répondu par autre chose qu'une adresse de compte, il n'a donc pas été connecté. Réessayez ou utilisez un autre portefeuille.",
    WALLET_BAD_CHAIN:
      "Votre portefeuille a indiqué un identifiant de réseau non valide, il n'a donc pas été connecté. Vérifiez le réseau dans votre portefeuille ou utilisez un autre portefeuille.",
    WALLET_NO_ACCOUNT:
      "Votre portefeuille n'a partagé aucun compte, rien n'a donc été connecté. Déverrouillez votre portefeuille ou choisissez-y un compte, puis réessayez.",
    WALLET_BAD_ANSWER:
      "Votre portefeuille a répondu par quelque chose de non valide, qui n'a donc pas été utilisé. Réessayez ou utilisez un autre portefeuille.",
    CHAIN_NOT_SUPPORTED:
      "Ce réseau n'est pas pris en charge ici. Portico fonctionne uniquement sur BNB Smart Chain.",
    WRONG_NETWORK:
      "Votre portefeuille est sur un autre réseau. Passez à BNB Smart Chain et réessayez. Rien n'a été envoyé.",
    SWITCH_FAILED:
      'Impossible de passer à BNB Smart Chain. Changez de réseau depuis votre portefeuille et réessayez.',
    SWITCH_UNSUPPORTED:
      'Votre portefeuille ne permet pas de changer de réseau. Passez à BNB Smart Chain depuis votre portefeuille.',
    INSUFFICIENT_FUNDS:
      "Votre compte n'a pas assez de BNB pour payer cette transaction et ses frais de réseau. Rien n'a été envoyé.",
    RPC_UNREACHABLE:
      'Le réseau BNB Smart Chain ne répond pas. Vérifiez votre connexion ; la page continue de fonctionner.',
    SAFE_TIMEOUT: "Votre Safe n'a pas répondu. Rechargez l'application dans votre Safe, puis réessayez.",
    SAFE_NOT_CONFIRMED:
      "Un problème est survenu : les propriétaires du Safe n'ont pas confirmé le message à temps.",
    SAFE_REFUSED:
      "Votre Safe a refusé la demande : {reason}. Rechargez l'application dans votre Safe, puis réessayez.",
    SAFE_PERMISSION_DECLINED: "Autorisation refusée dans votre Safe. Rien n'a été partagé.",
    SAFE_PERMISSION_INVALID:
      "Demande d'autorisations non valide : cette application a demandé à votre Safe une autorisation qui n'existe pas.",
    STORAGE_UNAVAILABLE:
      "Ce navigateur ne permet pas au site d'enregistrer quoi que ce soit : il ne se souviendra donc pas de vous la prochaine fois. La page continue de fonctionner.",
    UNEXPECTED: 'Un problème est survenu. Veuillez réessayer.',
  },
  status: {
    disconnected: 'Déconnecté',
  },
  header: {
    walletTrouble:
      "L'affichage du portefeuille a cessé de fonctionner. Reconnectez-vous ou rechargez la page.",
    networkButton: '{shown}, choisir un réseau',
    chooseNetwork: 'Choisir un réseau',
  },
  account: {
    address: 'Adresse',
    network: 'Réseau',
    wallet: 'Portefeuille',
    chain: '{name} (ID {id})',
    unsupportedChain: 'Réseau non pris en charge (ID {id})',
    unknownWallet: 'Inconnu',
    copy: 'Copier',
    unavailable: 'indisponible (le réseau ne répond pas)',
    lastKnown: '(dernière valeur connue)',
    switching: 'Changement en cours…',
    switchTo: 'Passer à {network}',
  },
  safe: {
    label: 'Safe',
    threshold: {
      one: 'Confirmation requise de {threshold} sur {count} propriétaire',
      many: 'Confirmation requise de {threshold} sur {count} de propriétaires',
      other: 'Confirmation requise de {threshold} sur {count} propriétaires',
    },
    detailsUnavailable: 'Détails du Safe indisponibles',
    addressBook: "Carnet d'adresses",
    load: 'Charger',
    contacts: {
      one: '{count} contact sur BNB Smart Chain',
      many: '{count} de contacts sur BNB Smart Chain',
      other: '{count} contacts sur BNB Smart Chain',
    },
    otherChain:
      'Ce Safe est sur un autre réseau (ID {id}). Ouvrez votre Safe sur {network} dans {safeWallet} pour utiliser cette application ; un Safe ne peut pas changer de réseau.',
    readOnly:
      "Ce Safe est ouvert en lecture seule (vous n'êtes pas l'un de ses propriétaires) : rien ne peut donc être signé ni envoyé d'ici.",
    foreignHost:
      "Cette page est intégrée par {origin}, qui n'est pas un hôte Safe autorisé : aucun Safe n'a donc été connecté. Ouvrez-la depuis {safeWallet} ou directement.",
  },
  transactions: {
    testDescription: 'Transaction de test : 0 BNB vers vous-même',
    sendTest: 'Envoyer une transaction de test',
    confirmInWallet: 'Confirmez dans votre portefeuille…',
    pending: 'En attente',
    pendingSeen: 'En attente (vue par le réseau)',
    confirmed: 'Confirmée',
    failed: 'Échouée',
    dropped: 'Abandonnée (le réseau ne la connaît plus)',
    replaced: 'Remplacée dans votre portefeuille',
    sentToast: 'Transaction envoyée, en attente de confirmation.',
    droppedToast:
      "La transaction a été abandonnée : le réseau ne la connaît plus et elle n'a pas été minée. Si votre portefeuille l'affiche toujours en attente, elle pourrait encore être envoyée ; cette page l'indiquera.",
    replacedToast:
      'La transaction a été remplacée dans votre portefeuille (accélérée ou annulée) : une autre a pris son nonce.',
    confirmedToast: 'Transaction confirmée.',
    failedToast: 'La transaction a échoué sur la chaîne.',
    viewOn: 'Voir sur {explorer}',
    safeProposed: 'Proposée dans votre Safe',
    safeProposedToast: 'Proposée dans votre Safe. En attente des propriétaires…',
    safeAwaitingConfirmations: 'En attente de confirmations ({count} sur {required})',
    safeAwaitingExecution: "En attente d'exécution",
    safeExecuted: 'Exécutée',
    safeCancelled: 'Annulée',
    safeCancelledLabel: 'Annulée dans votre Safe',
    safeCancelledToast: "La transaction Safe a été annulée (son nonce a été remplacé). Rien n'a été exécuté.",
    safeFailedLabel: 'Échouée dans votre Safe',
    safeFailedToast: 'La transaction Safe a échoué.',
  },
  signing: {
    sign: 'Signer un message',
    verifying: 'Vérification…',
    stop: "Arrêter d'attendre",
    verified: 'Vérifiée ({method})',
    notValid: 'Non valide ({method})',
    byRecovery: 'signataire récupéré',
    byEip1271: 'EIP-1271 isValidSignature',
    byEip1271Legacy: 'EIP-1271 isValidSignature (ancienne version)',
    verifiedToast: 'Signature vérifiée.',
    notValidToast: 'La signature ne correspond pas à ce compte.',
    safeWaitingToast: 'En attente de la confirmation du message par les propriétaires du Safe…',
    message: 'Vérification de signature {app}\nCompte : {address}\nChaîne : {chain}\nÉmis le : {issued}',
  },
  transfer: {
    description: 'Transférer des {symbol}',
    connectToSend: 'Connectez un portefeuille pour envoyer des {symbol}.',
    switchToSee: 'Passez votre portefeuille sur BNB Smart Chain pour voir et envoyer des {symbol}.',
    title: '{symbol} (BSC-USD)',
    youHold: 'Vous détenez',
    safeHolds: 'Votre Safe détient',
    recipient: 'Adresse du destinataire',
    amount: 'Montant ({symbol})',
    send: 'Envoyer',
    propose: 'Proposer le transfert',
    recipientEmpty: "Saisissez l'adresse du destinataire.",
    notAnAddress:
      "Ce n'est pas une adresse : elle doit être composée de 0x suivi de 40 caractères parmi 0-9 et a-f.",
    badChecksum:
      'Cette adresse ne passe pas la vérification de sa somme de contrôle (le mélange de majuscules et de minuscules) : un caractère est probablement erroné. Copiez-la à nouveau depuis sa source.',
    zeroAddress: "Les jetons envoyés à l'adresse zéro sont perdus. Saisissez le vrai destinataire.",
    amountEmpty: 'Saisissez un montant.',
    usePoint: 'Utilisez un point pour les décimales : {fixed}.',
    notANumber:
      'Saisissez un nombre positif, par exemple {example} (des chiffres et une seule virgule ou un seul point).',
    tooManyPlaces: '{symbol} accepte au plus {decimals} décimales.',
    notPositive: 'Saisissez un montant supérieur à 0.',
    balanceUnknown: 'Votre solde est encore en cours de lecture. Réessayez dans un instant.',
    overBalance: 'Cela dépasse votre solde ({balance} {symbol}).',
  },
  notify: {
    region: 'Notifications Alt+T',
  },
};

/** Entries deliberately written as in English (the same word in French, or brand and technical names only). */
export const sameAsEnglish: readonly string[] = [
  'notify.region',
  'page.pagesNav',
  'safe.label',
  'signing.byEip1271',
  'transfer.title',
];
