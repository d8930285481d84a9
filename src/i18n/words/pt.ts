import type { SiteWords } from './en.ts';

/** Portuguese (Brazil; RainbowKit's pt-BR): the site's own words. */
export const pt: SiteWords = {
  page: {
    loading: 'Carregando…',
    unconfirmedMark: 'verificando',
    accountConnected: '{address}, conectada',
    accountUnconfirmed: '{address}, ainda não confirmada pela sua carteira',
    homeNav: 'Início',
    pagesNav: 'Páginas',
    languagesNav: 'Idioma',
    accountRegion: 'Sua conta',
    connectToSee: 'Conecte uma carteira para ver seu endereço, seus saldos e o que você pode fazer.',
    connectToUse: 'Conecte uma carteira para usar esta página.',
    footerChain: 'BNB Smart Chain (ID {id})',
    noScript: 'Conectar uma carteira requer JavaScript. Ative-o e recarregue esta página.',
  },
  dialog: {
    close: 'Fechar',
    backToWallets: 'Voltar às carteiras',
    copyLink: 'Copiar link',
    pickAgain: 'Escolha uma carteira para tentar de novo.',
    loadFailedShort: 'Não foi possível carregar. Recarregue a página.',
    loadFailed:
      'Não foi possível carregar a lista de carteiras. Verifique sua conexão e recarregue a página.',
    checkingWallet: 'Verificando sua carteira…',
    notHere:
      'Essa carteira não está disponível neste navegador. Escolha outra carteira ou recarregue a página.',
    scanHint: 'Abra {wallet} no seu telefone, digitalize este código e aprove a conexão lá.',
    scanHintAny:
      'Abra uma carteira compatível com WalletConnect no seu telefone, digitalize este código e aprove a conexão lá.',
    preparingCode: 'Preparando o código…',
    linkCopied: 'Link copiado. Cole-o na sua carteira.',
    copyFailed: 'Não foi possível copiar o link. Digitalize o código em vez disso.',
    qrLabel: 'Código QR para conectar {wallet}',
    openWallet: 'Abrir {wallet}',
    waitingFor: 'Aguardando a aprovação de {wallet}…',
  },
  token: {
    intro:
      'Seu saldo de BSC-USD na BNB Smart Chain e uma transferência verificada antes de chegar à sua carteira.',
    connectToSee: 'Conecte uma carteira para ver e enviar BSC-USD.',
  },
  notFound: {
    title: 'Página não encontrada',
    text: 'Não há nada neste endereço.',
    home: 'Ir para a página inicial',
  },
  errors: {
    WALLET_REJECTED: 'Solicitação cancelada na sua carteira. Nada foi enviado.',
    WALLET_BUSY:
      'Sua carteira já tem uma solicitação pendente. Abra sua carteira para concluí-la ou descartá-la e tente de novo.',
    NO_WALLET:
      'Nenhuma carteira encontrada neste navegador. Instale uma extensão de carteira ou escolha outra carteira.',
    WALLET_UNAUTHORIZED:
      'Sua carteira não autorizou este site para essa solicitação. Reconecte sua carteira e tente de novo.',
    WALLET_UNSUPPORTED_REQUEST:
      'Sua carteira não é compatível com esta solicitação. Tente de novo com outra carteira.',
    WALLET_TIMEOUT:
      'Sua carteira não respondeu, então a solicitação foi abandonada. Se ela ainda estiver aberta na sua carteira, descarte-a lá e tente de novo.',
    WALLET_WAIT_CANCELLED:
      'A espera pela sua carteira foi interrompida. Se a solicitação ainda estiver aberta lá, descarte-a.',
    WALLET_BAD_ADDRESS:
      'Sua carteira respondeu com algo que não é um endereço de conta, então ela não foi conectada. Tente de novo ou use outra carteira.',
    WALLET_BAD_CHAIN:
      'Sua carteira informou um ID de rede inválido, então ela não foi conectada. Verifique a rede na sua carteira ou use outra carteira.',
    WALLET_NO_ACCOUNT:
      'Sua carteira não compartilhou nenhuma conta, então nada foi conectado. Desbloqueie sua carteira ou escolha uma conta nela e tente de novo.',
    WALLET_BAD_ANSWER:
      'Sua carteira respondeu com algo inválido, então a resposta não foi usada. Tente de novo ou use outra carteira.',
    CHAIN_NOT_SUPPORTED: 'Essa rede não é compatível aqui. O Portico funciona apenas na BNB Smart Chain.',
    WRONG_NETWORK:
      'Sua carteira está em outra rede. Mude para a BNB Smart Chain e tente de novo. Nada foi enviado.',
    SWITCH_FAILED:
      'Não foi possível mudar para a BNB Smart Chain. Mude de rede pela sua carteira e tente de novo.',
    SWITCH_UNSUPPORTED:
      'Sua carteira não permite mudar de rede. Mude para a BNB Smart Chain pela sua carteira.',
    INSUFFICIENT_FUNDS:
      'Sua conta não tem BNB suficiente para pagar esta transação e a taxa de rede. Nada foi enviado.',
    RPC_UNREACHABLE:
      'A rede BNB Smart Chain não está respondendo. Verifique sua conexão; a página continua funcionando.',
    SAFE_TIMEOUT: 'Seu Safe não respondeu. Recarregue o app no seu Safe e tente de novo.',
    SAFE_NOT_CONFIRMED: 'Algo deu errado: os proprietários do Safe não confirmaram a mensagem a tempo.',
    SAFE_REFUSED: 'Seu Safe recusou a solicitação: {reason}. Recarregue o app no seu Safe e tente de novo.',
    SAFE_PERMISSION_DECLINED: 'Permissão recusada no seu Safe. Nada foi compartilhado.',
    SAFE_PERMISSION_INVALID:
      'A solicitação de permissões é inválida: este app pediu ao seu Safe uma permissão que não existe.',
    STORAGE_UNAVAILABLE:
      'Este navegador não permite que o site armazene nada, então ele não vai se lembrar de você na próxima vez. A página continua funcionando.',
    UNEXPECTED: 'Algo deu errado. Tente de novo.',
  },
  status: {
    disconnected: 'Desconectado',
  },
  header: {
    walletTrouble: 'A visualização da carteira parou de funcionar. Conecte de novo ou recarregue a página.',
    networkButton: '{shown}, escolher uma rede',
    chooseNetwork: 'Escolher uma rede',
  },
  account: {
    address: 'Endereço',
    network: 'Rede',
    wallet: 'Carteira',
    chain: '{name} (ID {id})',
    unsupportedChain: 'Rede não compatível (ID {id})',
    unknownWallet: 'Desconhecida',
    copy: 'Copiar',
    unavailable: 'indisponível (a rede não está respondendo)',
    lastKnown: '(último valor conhecido)',
    switching: 'Mudando…',
    switchTo: 'Mudar para {network}',
  },
  safe: {
    label: 'Safe',
    threshold: {
      one: 'É necessária a confirmação de {threshold} de {count} proprietário',
      many: 'É necessária a confirmação de {threshold} de {count} de proprietários',
      other: 'É necessária a confirmação de {threshold} de {count} proprietários',
    },
    detailsUnavailable: 'Detalhes do Safe indisponíveis',
    addressBook: 'Catálogo de endereços',
    load: 'Carregar',
    contacts: {
      one: '{count} contato na BNB Smart Chain',
      many: '{count} de contatos na BNB Smart Chain',
      other: '{count} contatos na BNB Smart Chain',
    },
    otherChain:
      'Este Safe está em outra rede (ID {id}). Abra seu Safe na rede {network} no {safeWallet} para usar este app; um Safe não pode mudar de rede.',
    readOnly:
      'Este Safe está aberto somente para leitura (você não é um dos proprietários), então nada pode ser assinado ou enviado daqui.',
    foreignHost:
      'Esta página está incorporada por {origin}, que não é um host de Safe permitido, então nenhum Safe foi conectado. Abra-a pelo {safeWallet} ou diretamente.',
  },
  transactions: {
    testDescription: 'Transação de teste: 0 BNB para o seu próprio endereço',
    sendTest: 'Enviar uma transação de teste',
    confirmInWallet: 'Confirme na sua carteira…',
    pending: 'Pendente',
    pendingSeen: 'Pendente (vista pela rede)',
    confirmed: 'Confirmada',
    failed: 'Falhou',
    dropped: 'Descartada (a rede não a conhece mais)',
    replaced: 'Substituída na sua carteira',
    sentToast: 'Transação enviada, aguardando confirmação.',
    droppedToast:
      'A transação foi descartada: a rede não a conhece mais e ela não foi minerada. Se sua carteira ainda a mostrar como pendente, ela ainda pode ser enviada; esta página vai avisar.',
    replacedToast:
      'A transação foi substituída na sua carteira (acelerada ou cancelada): outra transação ficou com o nonce dela.',
    confirmedToast: 'Transação confirmada.',
    failedToast: 'A transação falhou na blockchain.',
    viewOn: 'Ver no {explorer}',
    safeProposed: 'Proposta no seu Safe',
    safeProposedToast: 'Proposta no seu Safe. Aguardando os proprietários…',
    safeAwaitingConfirmations: 'Aguardando confirmações ({count} de {required})',
    safeAwaitingExecution: 'Aguardando execução',
    safeExecuted: 'Executada',
    safeCancelled: 'Cancelada',
    safeCancelledLabel: 'Cancelada no seu Safe',
    safeCancelledToast:
      'A transação do Safe foi cancelada (o nonce dela foi substituído). Nada foi executado.',
    safeFailedLabel: 'Falhou no seu Safe',
    safeFailedToast: 'A transação do Safe falhou.',
  },
  signing: {
    sign: 'Assinar uma mensagem',
    verifying: 'Verificando…',
    stop: 'Parar de aguardar',
    verified: 'Verificada ({method})',
    notValid: 'Inválida ({method})',
    byRecovery: 'signatário recuperado',
    byEip1271: 'EIP-1271 isValidSignature',
    byEip1271Legacy: 'EIP-1271 isValidSignature legado',
    verifiedToast: 'Assinatura verificada.',
    notValidToast: 'A assinatura não é válida para esta conta.',
    safeWaitingToast: 'Aguardando os proprietários do Safe confirmarem a mensagem…',
    message: 'Verificação de assinatura do {app}\nConta: {address}\nRede: {chain}\nEmitida em: {issued}',
  },
  transfer: {
    description: 'Transferir {symbol}',
    connectToSend: 'Conecte uma carteira para enviar {symbol}.',
    switchToSee: 'Mude sua carteira para a BNB Smart Chain para ver e enviar {symbol}.',
    title: '{symbol} (BSC-USD)',
    youHold: 'Você tem',
    safeHolds: 'Seu Safe tem',
    recipient: 'Endereço do destinatário',
    amount: 'Valor ({symbol})',
    send: 'Enviar',
    propose: 'Propor transferência',
    recipientEmpty: 'Digite o endereço do destinatário.',
    notAnAddress: 'Isto não é um endereço: deve ser 0x seguido de 40 caracteres entre 0-9 e a-f.',
    badChecksum:
      'Este endereço não passa na verificação de checksum (a combinação de maiúsculas e minúsculas), então provavelmente há um caractere errado. Copie-o de novo de onde você o obteve.',
    zeroAddress: 'Tokens enviados para o endereço zero são perdidos. Digite o destinatário real.',
    amountEmpty: 'Digite um valor.',
    usePoint: 'Use ponto para as casas decimais: {fixed}.',
    notANumber: 'Digite um número positivo, como {example} (somente dígitos e uma única vírgula ou ponto).',
    tooManyPlaces: '{symbol} tem no máximo {decimals} casas decimais.',
    notPositive: 'Digite um valor maior que 0.',
    balanceUnknown: 'Seu saldo ainda está sendo lido. Tente de novo em instantes.',
    overBalance: 'Isso é mais do que seu saldo de {balance} {symbol}.',
  },
  notify: {
    region: 'Notificações Alt+T',
  },
};

/** Entries deliberately written as in English (brand or technical names only). */
export const sameAsEnglish: readonly string[] = ['safe.label', 'signing.byEip1271', 'transfer.title'];
