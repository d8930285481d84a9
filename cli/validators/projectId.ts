import { kindOf, show } from './show.ts';

/** RainbowKit's public example id (`getWalletConnectConnector.ts`): shared by every demo, never ours. */
export const EXAMPLE_PROJECT_ID = '21fef48091f12692cad574a6f7753643';

export const projectIdHint =
  'create a project at https://cloud.reown.com and use its 32-character lowercase hex id';

/** A WalletConnect Cloud project id: exactly 32 lowercase hexadecimal characters. */
export function projectId(value: unknown): string | undefined {
  if (typeof value !== 'string')
    return `must be a string of 32 hex characters, got ${kindOf(value)} ${show(value)}`;
  if (value === '') return 'is empty';
  if (/\s/.test(value)) return `${show(value)} contains whitespace`;
  if (/your[_-]?project[_-]?id/i.test(value))
    return `${show(value)} is the placeholder, not a real project id`;
  if (value === EXAMPLE_PROJECT_ID) {
    return `${show(value)} is RainbowKit's public example id, shared by every demo and liable to be disabled`;
  }
  if (/^[0-9a-fA-F]{32}$/.test(value) && value !== value.toLowerCase()) {
    return `${show(value)} has uppercase letters; project ids are lowercase`;
  }
  if (value.length !== 32) return `${show(value)} is ${value.length} characters long; a project id has 32`;
  if (!/^[0-9a-f]{32}$/.test(value)) return `${show(value)} has characters other than 0-9 and a-f`;
  return undefined;
}
