import { lazy, Suspense, useEffect, useState } from 'react';
import { useAccount } from 'wagmi';
import { ConnectionStatus } from './ConnectionStatus.tsx';

const loadRainbowLayer = () => import('./RainbowLayer.tsx');
const RainbowLayer = lazy(loadRainbowLayer);

type Flagged = Window & { __porticoConnectRequested?: boolean };

/**
 * The header's connect control. Until RainbowKit is wanted it is the same button the static HTML
 * shows; pointing at it starts loading RainbowKit, a click (here or on the static button before the
 * island ran) opens the dialog as soon as RainbowKit is there.
 */
export function WalletUi() {
  const { status } = useAccount();
  const [wanted, setWanted] = useState(() => Boolean((window as Flagged).__porticoConnectRequested));

  useEffect(() => {
    const want = () => setWanted(true);
    window.addEventListener('portico:connect-requested', want);
    // A click between this component's first render and this effect fired the event before anyone listened.
    if ((window as Flagged).__porticoConnectRequested) want();
    return () => window.removeEventListener('portico:connect-requested', want);
  }, []);

  // Once RainbowKit has been needed it stays: a later disconnect should not unload the dialog.
  useEffect(() => {
    if (status === 'connected') setWanted(true);
  }, [status]);

  const fallback = (
    <StaticConnect onIntent={() => void loadRainbowLayer()} onClick={() => request(setWanted)} />
  );
  if (!wanted && status !== 'connected') return fallback;
  return (
    <Suspense fallback={fallback}>
      <RainbowLayer />
    </Suspense>
  );
}

function request(setWanted: (wanted: boolean) => void) {
  (window as Flagged).__porticoConnectRequested = true;
  setWanted(true);
}

/** Looks exactly like the static fallback in `Base.astro`, so hydration moves nothing. */
function StaticConnect({ onIntent, onClick }: { onIntent: () => void; onClick: () => void }) {
  return (
    <div className="connect-area">
      <ConnectionStatus />
      <button
        type="button"
        className="connect-fallback"
        data-testid="connect-fallback"
        onPointerEnter={onIntent}
        onFocus={onIntent}
        onTouchStart={onIntent}
        onClick={onClick}
      >
        Connect Wallet
      </button>
    </div>
  );
}
