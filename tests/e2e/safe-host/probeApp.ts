// A tiny Safe App for the host protocol tests: the REAL SDK and provider, exposed on window.
import { SafeAppProvider } from '@safe-global/safe-apps-provider';
import SafeAppsSDK from '@safe-global/safe-apps-sdk';

const allowed = new URLSearchParams(location.search).get('allowed');
const sdk = new SafeAppsSDK(allowed ? { allowedDomains: [new RegExp(allowed)] } : {});
const w = window as unknown as Record<string, unknown>;
w.sdk = sdk;
w.makeProvider = async () => new SafeAppProvider(await sdk.safe.getInfo(), sdk);
document.body.textContent = 'probe ready';
