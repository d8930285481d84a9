import type { TypedDataDefinition } from 'viem';

/** EIP-712 data as apps and the gateway carry it; `primaryType` may be missing (the SDK infers it). */
export type LooseTypedData = {
  domain: Record<string, unknown>;
  types: Record<string, { name: string; type: string }[]>;
  message: Record<string, unknown>;
  primaryType?: string;
};

/** Fills `primaryType` the way the SDK does: the one struct no other struct references. */
export function toTypedDataDefinition(data: LooseTypedData): TypedDataDefinition {
  const structs = Object.keys(data.types).filter((t) => t !== 'EIP712Domain');
  let primaryType = data.primaryType;
  if (!primaryType) {
    const referenced = new Set(
      Object.values(data.types).flatMap((fields) => fields.map((f) => f.type.replace(/\[\d*\]$/, ''))),
    );
    const roots = structs.filter((s) => !referenced.has(s));
    if (roots.length !== 1) throw new Error('Please specify primaryType');
    primaryType = roots[0];
  }
  return { ...data, primaryType } as unknown as TypedDataDefinition;
}

export const isTypedData = (m: unknown): m is LooseTypedData =>
  typeof m === 'object' && m !== null && 'domain' in m && 'types' in m && 'message' in m;
