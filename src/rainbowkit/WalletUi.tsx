import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useAccount } from 'wagmi';
import { type EarlyAccount, earlyAccount, shortAddress } from '../connect/accountMemory.ts';
import { openQuickConnect, reportLoadFailed, requestConnect, wantRainbowKit } from '../connect/handoff.ts';
import { useConnectRequested } from '../connect/useConnectRequested.ts';
import { ConnectionStatus } from './ConnectionStatus.tsx';

/** What RainbowLayer is given: what to draw until RainbowKit's own button shows. */
export interface RainbowLayerProps {
  readonly standIn?: ReactNode;
}

let rainbowLayer: Promise<{ default: ComponentType<RainbowLayerProps> }> | undefined;
/** RainbowKit's code has arrived (its dialog can open at once). */
let rainbowLayerLoaded = false;
/**
 * Loads RainbowKit's layer once. If its chunks cannot load, the stand-in button stays and the page's dialog
 * says so (instead of React unmounting the whole island on the failed import). `data-portico-rainbowkit` on the
 * root element says when it is there (tests and benchmarks that want RainbowKit's dialog wait for it).
 */
const loadRainbowLayer = () => {
  rainbowLayer ??= import('./RainbowLayer.tsx').then(
    (module) => {
      rainbowLayerLoaded = true;
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
 * What the visitor was doing with the static button when this module ran, before the island's button replaces it:
 * focused on it (a keyboard visitor who got there early) or pointing at it. Read once, by the first header button.
 */
let intentBeforeIsland: 'focus' | 'pointer' | null = (() => {
  if (typeof document === 'undefined') return null;
  const button = document.querySelector('.connect-slot [data-portico-connect]');
  if (!button) return null;
  if (button === document.activeElement) return 'focus';
  return button.matches(':hover') ? 'pointer' : null;
})();

/**
 * The header's connect control. Until RainbowKit is wanted it is the same button the static HTML
 * shows; pointing at it starts loading RainbowKit, a click (here or on the static button before the
 * island ran) opens the dialog as soon as RainbowKit is there.
 */
export function WalletUi() {
  const { status, address } = useAccount();
  const [wanted, setWanted] = useConnectRequested();
  // What the inline script drew before the island (a returning visitor's account), read once.
  const [early] = useState(earlyAccount);

  // Once RainbowKit has been needed it stays: a later disconnect should not unload the dialog.
  useEffect(() => {
    if (status === 'connected') setWanted(true);
  }, [status, setWanted]);

  // A connected visitor never sees "Connect Wallet" while RainbowKit's button loads: the account wagmi confirmed,
  // or, while auto-connect is still asking, the one the inline script drew (marked until the wallet confirms it).
  const account: EarlyAccount | undefined =
    status === 'connected' && address
      ? { address, confirmed: true }
      : status === 'connecting' || status === 'reconnecting'
        ? early
        : undefined;
  const fallback = account ? (
    <AccountStandIn
      account={account}
      onIntent={() => void loadRainbowLayer()}
      onClick={() => setWanted(true)}
    />
  ) : (
    <StaticConnect onIntent={() => void loadRainbowLayer()} onClick={() => request(setWanted)} />
  );
  if (!wanted && status !== 'connected') return fallback;
  return (
    <Suspense fallback={fallback}>
      <RainbowLayer standIn={<StandInLook account={account} />} />
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
  if (!account)
    return (
      <span className="connect-fallback" aria-hidden="true">
        Connect Wallet
      </span>
    );
  return (
    <span
      className="connect-fallback"
      aria-hidden="true"
      data-account-state={account.confirmed ? 'confirmed' : 'remembered'}
    >
      {shortAddress(account.address)}
      {account.confirmed ? null : (
        <>
          {' '}
          <span className="account-unconfirmed">checking</span>
        </>
      )}
    </span>
  );
}

/**
 * One click, one dialog: RainbowKit's when its code is already here (it opens at once), otherwise the page's own,
 * which then stays the dialog of this connect (the island connects the wallet picked there).
 */
function request(setWanted: (wanted: boolean) => void) {
  if (rainbowLayerLoaded) wantRainbowKit();
  else requestConnect();
  setWanted(true);
}

interface HeaderButtonProps {
  onIntent: () => void;
  onClick: () => void;
}

/**
 * The header's button before RainbowKit's: the static fallback's place and look (`Base.astro`), so hydration moves
 * nothing; pointing at it or focusing it starts loading RainbowKit.
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
  'aria-label'?: string;
}) {
  const ref = useRef<HTMLButtonElement>(null);
  // The static button had focus or the pointer when this one replaced it: focus stays on the control (it would fall
  // to the body with the removed button) and RainbowKit starts loading, as if it had happened here.
  useEffect(() => {
    const intent = intentBeforeIsland;
    intentBeforeIsland = null;
    const active = document.activeElement;
    const lost = !active || active === document.body || active === ref.current?.closest('.connect-slot');
    if (intent === 'focus' && lost) ref.current?.focus();
    else if (intent) onIntent();
  }, [onIntent]);
  return (
    <div className="connect-area">
      <ConnectionStatus />
      <button
        ref={ref}
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
    <HeaderButton {...props} data-testid="connect-fallback">
      Connect Wallet
    </HeaderButton>
  );
}

/**
 * The account button before RainbowKit's: the address as RainbowKit abbreviates it, and while the wallet has not
 * confirmed it in this page load, a visible "checking" mark.
 */
function AccountStandIn({ account, ...props }: HeaderButtonProps & { account: EarlyAccount }) {
  const short = shortAddress(account.address);
  return (
    <HeaderButton
      {...props}
      data-testid="account-standin"
      data-account-state={account.confirmed ? 'confirmed' : 'remembered'}
      aria-label={account.confirmed ? `${short}, connected` : `${short}, not yet confirmed by your wallet`}
    >
      {short}
      {account.confirmed ? null : (
        <>
          {' '}
          <span className="account-unconfirmed">checking</span>
        </>
      )}
    </HeaderButton>
  );
}

/** What stands in for RainbowKit when its code could not load: the same button, reopening the page's dialog. */
function Unavailable() {
  return <StaticConnect onIntent={() => {}} onClick={openQuickConnect} />;
}
