import type { Connector } from 'wagmi';
import { notifyError } from '../../src/notify/toast.ts';
import { getSafeSdk } from '../../src/safe/safeSdk.ts';

type ProbeCall =
  | {
      kind: 'sdk';
      path: 'txs.send' | 'txs.getBySafeTxHash' | 'txs.signTypedMessage' | 'wallet.requestPermissions';
      args: unknown[];
    }
  | { kind: 'sdk'; path: 'safe.requestAddressBook'; args: [] }
  | { kind: 'provider'; method: string; params?: unknown[] };

/**
 * Test builds only: stands in for src/safe/testProbe.ts (an empty seam in every shipped build) and lets
 * end-to-end tests drive the real Safe Apps SDK and provider with inputs the UI never produces, so every
 * error of the Safe catalogue is raised where the real stack raises it and shown the way the site shows any
 * failure. `window.__porticoSafeProbe(call)` answers `{ ok, result }` or `{ ok: false, message, code }`.
 */
export function installSafeTestProbe(connector: Connector): () => void {
  const probe = async (
    call: ProbeCall,
  ): Promise<{ ok: true; result: unknown } | { ok: false; message: string; code?: unknown }> => {
    try {
      if (call.kind === 'provider') {
        const provider = (await connector.getProvider()) as {
          request(a: { method: string; params?: unknown[] }): Promise<unknown>;
        };
        return {
          ok: true,
          result: await provider.request({
            method: call.method,
            ...(call.params ? { params: call.params } : {}),
          }),
        };
      }
      const sdk = (await getSafeSdk()) as unknown as Record<
        string,
        Record<string, (...args: unknown[]) => Promise<unknown>>
      >;
      const [area = '', method = ''] = call.path.split('.');
      const target = sdk[area];
      const fn = target?.[method];
      if (!target || !fn) throw new Error(`No SDK method ${call.path}.`);
      return { ok: true, result: await fn.apply(target, call.args) };
    } catch (error) {
      notifyError(error);
      const { message, code } = error as { message?: string; code?: unknown };
      return { ok: false, message: String(message), code };
    }
  };
  (window as { __porticoSafeProbe?: typeof probe }).__porticoSafeProbe = probe;
  return () => {
    delete (window as { __porticoSafeProbe?: typeof probe }).__porticoSafeProbe;
  };
}
