import type { SiteWords } from './en.ts';

/** Spanish (Latin America; RainbowKit's es-419): the site's own words. */
export const es: SiteWords = {
  page: {
    loading: 'Cargando…',
    unconfirmedMark: 'verificando',
    accountConnected: '{address}, conectada',
    accountUnconfirmed: '{address}, aún sin confirmar por tu billetera',
    homeNav: 'Inicio',
    pagesNav: 'Páginas',
    languagesNav: 'Idioma',
    accountRegion: 'Tu cuenta',
    connectToSee: 'Conecta una billetera para ver tu dirección, tus saldos y lo que puedes hacer.',
    connectToUse: 'Conecta una billetera para usar esta página.',
    footerChain: 'BNB Smart Chain (ID {id})',
    noScript: 'Para conectar una billetera se necesita JavaScript. Actívalo y recarga esta página.',
  },
  dialog: {
    close: 'Cerrar',
    backToWallets: 'Volver a las billeteras',
    copyLink: 'Copiar enlace',
    pickAgain: 'Elige una billetera para volver a intentarlo.',
    loadFailedShort: 'No se pudo cargar. Recarga la página.',
    loadFailed: 'No se pudo cargar la lista de billeteras. Revisa tu conexión y recarga la página.',
    checkingWallet: 'Verificando tu billetera…',
    notHere: 'Esa billetera no está disponible en este navegador. Elige otra billetera o recarga la página.',
    scanHint: 'Abre {wallet} en tu teléfono, escanea este código y luego aprueba la conexión allí.',
    scanHintAny:
      'Abre una billetera compatible con WalletConnect en tu teléfono, escanea este código y luego aprueba la conexión allí.',
    preparingCode: 'Preparando el código…',
    linkCopied: 'Enlace copiado. Pégalo en tu billetera.',
    copyFailed: 'No se pudo copiar el enlace. Mejor escanea el código.',
    qrLabel: 'Código QR para conectar {wallet}',
    openWallet: 'Abrir {wallet}',
    waitingFor: 'Esperando la aprobación de {wallet}…',
  },
  token: {
    intro:
      'Tu saldo de BSC-USD en BNB Smart Chain y una transferencia que se verifica antes de pedírsela a tu billetera.',
    connectToSee: 'Conecta una billetera para ver y enviar BSC-USD.',
  },
  notFound: {
    title: 'Página no encontrada',
    text: 'No hay nada en esta dirección.',
    home: 'Ir a la página de inicio',
  },
  errors: {
    WALLET_REJECTED: 'Solicitud cancelada en tu billetera. No se envió nada.',
    WALLET_BUSY:
      'Tu billetera ya tiene una solicitud pendiente. Abre tu billetera para completarla o descartarla y vuelve a intentarlo.',
    NO_WALLET:
      'No se encontró ninguna billetera en este navegador. Instala una extensión de billetera o elige otra billetera.',
    WALLET_UNAUTHORIZED:
      'Tu billetera no autorizó a este sitio para esa solicitud. Vuelve a conectar tu billetera e inténtalo de nuevo.',
    WALLET_UNSUPPORTED_REQUEST:
      'Tu billetera no admite esta solicitud. Vuelve a intentarlo con otra billetera.',
    WALLET_TIMEOUT:
      'Tu billetera no respondió, así que se abandonó la solicitud. Si sigue abierta en tu billetera, descártala allí y vuelve a intentarlo.',
    WALLET_WAIT_CANCELLED:
      'Se dejó de esperar a tu billetera. Si la solicitud sigue abierta allí, descártala.',
    WALLET_BAD_ADDRESS:
      'Tu billetera respondió con algo que no es una dirección de cuenta, así que no se conectó. Vuelve a intentarlo o usa otra billetera.',
    WALLET_BAD_CHAIN:
      'Tu billetera informó un ID de red que no es válido, así que no se conectó. Revisa la red en tu billetera o usa otra billetera.',
    WALLET_NO_ACCOUNT:
      'Tu billetera no compartió ninguna cuenta, así que no se conectó nada. Desbloquea tu billetera o elige una cuenta en ella y vuelve a intentarlo.',
    WALLET_BAD_ANSWER:
      'Tu billetera respondió con algo que no es válido, así que no se usó. Vuelve a intentarlo o usa otra billetera.',
    CHAIN_NOT_SUPPORTED: 'Esa red no es compatible aquí. Portico solo funciona en BNB Smart Chain.',
    WRONG_NETWORK:
      'Tu billetera está en otra red. Cambia a BNB Smart Chain y vuelve a intentarlo. No se envió nada.',
    SWITCH_FAILED:
      'No se pudo cambiar a BNB Smart Chain. Cambia de red desde tu billetera y vuelve a intentarlo.',
    SWITCH_UNSUPPORTED:
      'Tu billetera no admite el cambio de red. Cambia a BNB Smart Chain desde tu billetera.',
    INSUFFICIENT_FUNDS:
      'Tu cuenta no tiene suficiente BNB para pagar esta transacción y su comisión de red. No se envió nada.',
    RPC_UNREACHABLE: 'La red BNB Smart Chain no responde. Revisa tu conexión; la página sigue funcionando.',
    SAFE_TIMEOUT: 'Tu Safe no respondió. Recarga la app en tu Safe y vuelve a intentarlo.',
    SAFE_NOT_CONFIRMED: 'Algo salió mal: los propietarios del Safe no confirmaron el mensaje a tiempo.',
    SAFE_REFUSED: 'Tu Safe rechazó la solicitud: {reason}. Recarga la app en tu Safe y vuelve a intentarlo.',
    SAFE_PERMISSION_DECLINED: 'Permiso denegado en tu Safe. No se compartió nada.',
    SAFE_PERMISSION_INVALID:
      'La solicitud de permisos no es válida: esta app le pidió a tu Safe un permiso que no existe.',
    STORAGE_UNAVAILABLE:
      'Este navegador no permite que el sitio guarde nada, así que no te recordará la próxima vez. La página sigue funcionando.',
    UNEXPECTED: 'Algo salió mal. Vuelve a intentarlo.',
  },
  status: {
    disconnected: 'Desconectado',
  },
  header: {
    walletTrouble: 'La vista de la billetera dejó de funcionar. Vuelve a conectarte o recarga la página.',
    networkButton: '{shown}, elegir una red',
    chooseNetwork: 'Elegir una red',
  },
  account: {
    address: 'Dirección',
    network: 'Red',
    wallet: 'Billetera',
    chain: '{name} (ID {id})',
    unsupportedChain: 'Red no compatible (ID {id})',
    unknownWallet: 'Desconocida',
    copy: 'Copiar',
    unavailable: 'no disponible (la red no responde)',
    lastKnown: '(último valor conocido)',
    switching: 'Cambiando…',
    switchTo: 'Cambiar a {network}',
  },
  safe: {
    label: 'Safe',
    threshold: {
      one: 'Se necesita la confirmación de {threshold} de {count} propietario',
      many: 'Se necesita la confirmación de {threshold} de {count} de propietarios',
      other: 'Se necesita la confirmación de {threshold} de {count} propietarios',
    },
    detailsUnavailable: 'Detalles del Safe no disponibles',
    addressBook: 'Libreta de direcciones',
    load: 'Cargar',
    contacts: {
      one: '{count} contacto en BNB Smart Chain',
      many: '{count} de contactos en BNB Smart Chain',
      other: '{count} contactos en BNB Smart Chain',
    },
    otherChain:
      'Este Safe está en otra red (ID {id}). Abre tu Safe en {network} en {safeWallet} para usar esta app; un Safe no puede cambiar de red.',
    readOnly:
      'Este Safe está abierto en modo de solo lectura (no eres uno de sus propietarios), así que desde aquí no se puede firmar ni enviar nada.',
    foreignHost:
      'Esta página está integrada en {origin}, que no es un sitio permitido para Safe, así que no se conectó ningún Safe. Ábrela desde {safeWallet} o directamente.',
  },
  transactions: {
    testDescription: 'Transacción de prueba: 0 BNB a tu propia dirección',
    sendTest: 'Enviar una transacción de prueba',
    confirmInWallet: 'Confirma en tu billetera…',
    pending: 'Pendiente',
    pendingSeen: 'Pendiente (vista por la red)',
    confirmed: 'Confirmada',
    failed: 'Fallida',
    dropped: 'Descartada (la red ya no la conoce)',
    replaced: 'Reemplazada en tu billetera',
    sentToast: 'Transacción enviada, esperando confirmación.',
    droppedToast:
      'La transacción se descartó: la red ya no la conoce y no se minó. Si tu billetera todavía la muestra como pendiente, aún podría enviarse; esta página te lo indicará.',
    replacedToast:
      'La transacción se reemplazó en tu billetera (acelerada o cancelada): otra transacción tomó su nonce.',
    confirmedToast: 'Transacción confirmada.',
    failedToast: 'La transacción falló en la cadena.',
    viewOn: 'Ver en {explorer}',
    safeProposed: 'Propuesta en tu Safe',
    safeProposedToast: 'Propuesta en tu Safe. Esperando a los propietarios…',
    safeAwaitingConfirmations: 'Esperando confirmaciones ({count} de {required})',
    safeAwaitingExecution: 'Esperando ejecución',
    safeExecuted: 'Ejecutada',
    safeCancelled: 'Cancelada',
    safeCancelledLabel: 'Cancelada en tu Safe',
    safeCancelledToast: 'La transacción del Safe se canceló (su nonce fue reemplazado). No se ejecutó nada.',
    safeFailedLabel: 'Fallida en tu Safe',
    safeFailedToast: 'La transacción del Safe falló.',
  },
  signing: {
    sign: 'Firmar un mensaje',
    verifying: 'Verificando…',
    stop: 'Dejar de esperar',
    verified: 'Verificada ({method})',
    notValid: 'No válida ({method})',
    byRecovery: 'firmante recuperado',
    byEip1271: 'EIP-1271 isValidSignature',
    byEip1271Legacy: 'EIP-1271 isValidSignature heredado',
    verifiedToast: 'Firma verificada.',
    notValidToast: 'La firma no es válida para esta cuenta.',
    safeWaitingToast: 'Esperando a que los propietarios del Safe confirmen el mensaje…',
    message: 'Verificación de firma de {app}\nCuenta: {address}\nCadena: {chain}\nEmitido: {issued}',
  },
  transfer: {
    description: 'Transferir {symbol}',
    connectToSend: 'Conecta una billetera para enviar {symbol}.',
    switchToSee: 'Cambia tu billetera a BNB Smart Chain para ver y enviar {symbol}.',
    title: '{symbol} (BSC-USD)',
    youHold: 'Tienes',
    safeHolds: 'Tu Safe tiene',
    recipient: 'Dirección del destinatario',
    amount: 'Monto ({symbol})',
    send: 'Enviar',
    propose: 'Proponer transferencia',
    recipientEmpty: 'Ingresa la dirección del destinatario.',
    notAnAddress: 'Esto no es una dirección: debe ser 0x seguido de 40 caracteres entre 0-9 y a-f.',
    badChecksum:
      'Esta dirección no pasa su suma de verificación (la combinación de mayúsculas y minúsculas), así que probablemente hay un carácter incorrecto. Vuelve a copiarla desde donde la obtuviste.',
    zeroAddress: 'Los tokens enviados a la dirección cero se pierden. Ingresa el destinatario real.',
    amountEmpty: 'Ingresa un monto.',
    usePoint: 'Usa un punto para los decimales: {fixed}.',
    notANumber: 'Ingresa un número positivo, como {example} (solo dígitos y una coma o un punto decimal).',
    tooManyPlaces: '{symbol} admite como máximo {decimals} decimales.',
    notPositive: 'Ingresa un monto mayor que 0.',
    balanceUnknown: 'Todavía se está leyendo tu saldo. Vuelve a intentarlo en un momento.',
    overBalance: 'Eso supera tu saldo de {balance} {symbol}.',
  },
  notify: {
    region: 'Notificaciones Alt+T',
  },
};

/** Entries deliberately written as in English (brand or technical names only). */
export const sameAsEnglish: readonly string[] = ['safe.label', 'signing.byEip1271', 'transfer.title'];
