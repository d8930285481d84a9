import {
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useAccount } from 'wagmi';
import { type EarlyAccount, earlyAccount, shortAddress } from '../connect/accountMemory.ts';
import { dropAccountWanted } from '../connect/accountWanted.ts';
import { reportLoadFailed } from '../connect/contract.ts';
import { usePick } from '../connect/pick.ts';
import { drawAccount } from '../connect/rules.js';
import { fill, siteWords } from '../i18n/siteWords.ts';
import { ConnectionStatus } from './ConnectionStatus.tsx';

/**
 * What RainbowLayer is given: what to draw until RainbowKit's own button shows, and what the header shows while no
 * wallet is connected ("Connect Wallet", or the account auto-connect is still asking about).
 */
export interface RainbowLayerProps {
  readonly standIn?: ReactNode;
  readonly notConnected: ReactNode;
}

let rainbowLayer: Promise<{ default: ComponentType<RainbowLayerProps> }> | undefined;
/**
 * Loads RainbowKit's layer once. If its chunks cannot load, the header keeps its own button and the page's dialog
 * says so (instead of React unmounting the whole island on the failed import). `data-portico-rainbowkit` on the
 * root element says when it is there (tests and benchmarks that want RainbowKit's account dialog wait for it).
 */
export const loadRainbowLayer = () => {
  rainbowLayer ??= import('./RainbowLayer.tsx').then(
    (module) => {
      document.documentElement.dataset.porticoRainbowkit = 'loaded';
      return module;
    },
    () => {
      reportLoadFailed();
      return { default: Unavailable };
    },
  );
  return rainbowLayer;
};
const RainbowLayer = lazy(loadRainbowLayer);

/**
 * The header's connect control. Disconnected, it is the same "Connect Wallet" the static HTML shows, and like every
 * "Connect Wallet" it opens the page's one wallet dialog (`data-portico-connect`, src/connect/walletDialog.js).
 * RainbowKit is loaded for what it does once a wallet is connected: the account button and its dialog (avatar,
 * balance, recent transactions, disconnect) and the network dialog. Pointing at the button starts that download.
 * Once loaded it stays, so a disconnect and a new connect move nothing.
 */
export function WalletUi() {
  const { status, address } = useAccount();
  const [wanted, setWanted] = useState(false);
  // What the inline script drew before the island (a returning visitor's account), read once.
  const [early] = useState(earlyAccount);

  const pick = usePick();

  useEffect(() => {
    if (status === 'connected') setWanted(true);
  }, [status]);
  // No account, and none on its way from the dialog: a click kept on the account drawn earlier has nothing to open.
  useEffect(() => {
    if (status === 'disconnected' && !pick) dropAccountWanted();
  }, [status, pick]);

  // A connected visitor never sees "Connect Wallet" while RainbowKit's button loads: the account wagmi confirmed,
  // or, while auto-connect is still asking, the one the inline script drew (marked until the wallet confirms it).
  const account: EarlyAccount | undefined =
    status === 'connected' && address
      ? { address, confirmed: true }
      : status === 'connecting' || status === 'reconnecting'
        ? early
        : undefined;
  const connectButton = <StaticConnect onIntent={() => void loadRainbowLayer()} />;
  const fallback = account ? (
    <AccountStandIn
      account={account}
      onIntent={() => void loadRainbowLayer()}
      onClick={() => setWanted(true)}
    />
  ) : (
    connectButton
  );
  if (!wanted) return fallback;
  return (
    <Suspense fallback={fallback}>
      <RainbowLayer standIn={<StandInLook account={account} />} notConnected={fallback} />
    </Suspense>
  );
}

/**
 * What the header's button looked like before RainbowKit's, drawn (not working) for the frames RainbowKit's own
 * button takes to appear after its code has arrived: it renders nothing, then an invisible button, and shows itself
 * only two rounds of effects later. Without this the account blinks out of the header on a busy machine.
 * Neither focusable nor read out: it is gone before anyone could use it, and the visible control is RainbowKit's.
 */
function StandInLook({ account }: { account: EarlyAccount | undefined }) {
  const words = siteWords();
  if (!account)
    return (
      <span className="connect-fallback" aria-hidden="true">
        {words.rk.connectWallet}
      </span>
    );
  return (
    <span
      className="connect-fallback"
      aria-hidden="true"
      data-account-state={account.confirmed ? 'confirmed' : 'remembered'}
    >
      <AccountText account={account} mark={words.page.unconfirmedMark} />
    </span>
  );
}

interface HeaderButtonProps {
  onIntent: () => void;
  onClick?: () => void;
}

/**
 * The header's button beside RainbowKit's: the static fallback's place and look (`Base.astro`), so hydration moves
 * nothing; pointing at it or focusing it starts loading RainbowKit (what the visitor needs once connected).
 */
function HeaderButton({
  onIntent,
  onClick,
  children,
  ...attributes
}: HeaderButtonProps & {
  children: ReactNode;
  'data-testid': string;
  'data-account-state'?: string;
  'data-portico-connect'?: string;
  'aria-label'?: string;
}) {
  return (
    <div className="connect-area">
      <ConnectionStatus />
      <button
        type="button"
        className="connect-fallback"
        {...attributes}
        onPointerEnter={onIntent}
        onFocus={onIntent}
        onTouchStart={onIntent}
        onClick={onClick}
      >
        {children}
      </button>
    </div>
  );
}

function StaticConnect(props: HeaderButtonProps) {
  return (
    <HeaderButton {...props} data-testid="connect-fallback" data-portico-connect="">
      {siteWords().rk.connectWallet}
    </HeaderButton>
  );
}

/**
 * The account button before RainbowKit's: the address as RainbowKit abbreviates it, and while the wallet has not
 * confirmed it in this page load, a visible "checking" mark.
 */
function AccountStandIn({ account, ...props }: HeaderButtonProps & { account: EarlyAccount }) {
  const short = shortAddress(account.address);
  const words = siteWords().page;
  return (
    <HeaderButton
      {...props}
      data-testid="account-standin"
      data-account-state={account.confirmed ? 'confirmed' : 'remembered'}
      aria-label={fill(account.confirmed ? words.accountConnected : words.accountUnconfirmed, {
        address: short,
      })}
    >
      <AccountText account={account} mark={words.unconfirmedMark} />
    </HeaderButton>
  );
}

/**
 * The account as the header draws it before RainbowKit's button, by the same function the inline script draws it
 * with (src/connect/rules.js), into an element React leaves alone, before the browser paints.
 */
function AccountText({ account, mark }: { account: EarlyAccount; mark: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    if (ref.current) drawAccount(ref.current, account.address, account.confirmed, mark);
  }, [account.address, account.confirmed, mark]);
  return <span className="account-text" ref={ref} />;
}

/** What stands in for RainbowKit when its code could not load: the header's own button, opening the page's dialog. */
function Unavailable({ notConnected }: RainbowLayerProps) {
  return <>{notConnected}</>;
}
