import { isPlainObject, type Raw } from './context.ts';
import { ENV, FLAG } from './schema.ts';

export interface OverrideInputs {
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly projectIdFlag?: string | undefined;
  readonly rpcUrlFlags?: readonly string[] | undefined;
}

export interface Overridden {
  readonly raw: Raw;
  /** JSON path → what set it, for messages (`walletConnectProjectId` → `PUBLIC_WALLETCONNECT_PROJECT_ID`). */
  readonly sources: Record<string, string>;
}

/**
 * Layers flags over environment over file (flag wins). The file is never modified. An empty env
 * variable counts as unset, because CI templates expand a missing secret to "" and that case deserves
 * the "no project id" warning, not a malformed-id error; an empty flag is a deliberate value and is
 * validated (and refused).
 */
export function applyOverrides(raw: Raw, inputs: OverrideInputs): Overridden {
  const out: Raw = { ...raw };
  const sources: Record<string, string> = {};
  const envId = inputs.env[ENV.projectId];
  if (inputs.projectIdFlag !== undefined) {
    out.walletConnectProjectId = inputs.projectIdFlag;
    sources.walletConnectProjectId = FLAG.projectId;
  } else if (envId) {
    out.walletConnectProjectId = envId;
    sources.walletConnectProjectId = ENV.projectId;
  }
  const envUrls = inputs.env[ENV.rpcUrls]?.trim();
  const urls = inputs.rpcUrlFlags?.length
    ? inputs.rpcUrlFlags
    : envUrls
      ? envUrls.split(/\s*,\s*/)
      : undefined;
  if (urls && isPlainObject(out.chain)) {
    out.chain = { ...out.chain, rpcUrls: [...urls] };
    sources['chain.rpcUrls'] = inputs.rpcUrlFlags?.length ? FLAG.rpcUrls : ENV.rpcUrls;
  }
  return { raw: out, sources };
}
