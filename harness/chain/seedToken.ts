import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  type Address,
  type Client,
  encodeAbiParameters,
  type Hex,
  keccak256,
  numberToHex,
  pad,
  stringToHex,
} from 'viem';
import { BSC_USD, TEST_ACCOUNTS, TEST_BSC_USD_BALANCE } from './constants.ts';

// The token's runtime code is OpenZeppelin 3.x ERC20 as compiled into @safe-global/safe-contracts' build
// folder (used at run time, never copied into the repo). It has no immutables, so its deployedBytecode can be
// written straight to the BSC-USD address; the constructor's work is done by writing storage.

/** Storage slots of OZ 3.x ERC20 (storageLayout in the package's build-info). */
const SLOT = { balances: 0n, allowances: 1n, totalSupply: 2n, name: 3n, symbol: 4n, decimals: 5n } as const;

const ARTIFACT = 'build/artifacts/@openzeppelin/contracts/token/ERC20/ERC20.sol/ERC20.json';

export function loadErc20RuntimeCode(): Hex {
  const require = createRequire(import.meta.url);
  const root = dirname(require.resolve('@safe-global/safe-contracts/package.json'));
  const json = JSON.parse(readFileSync(join(root, ARTIFACT), 'utf8')) as { deployedBytecode: Hex };
  return json.deployedBytecode;
}

/** Solidity's in-place encoding of a string shorter than 32 bytes: data left-aligned, length*2 in the last byte. */
export function shortStringSlot(value: string): Hex {
  const bytes = stringToHex(value);
  const length = (bytes.length - 2) / 2;
  if (length > 31) throw new Error(`"${value}" is too long for an in-place storage string.`);
  return `${pad(bytes, { dir: 'right', size: 31 })}${(length * 2).toString(16).padStart(2, '0')}` as Hex;
}

/** keccak256(abi.encode(key, slot)): where `mapping(address => …)` at `slot` keeps `key`. */
export function mappingSlot(key: Address, slot: bigint): Hex {
  return keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [key, slot]));
}

const word = (value: bigint): Hex => numberToHex(value, { size: 32 });

export type SeedTokenParameters = {
  holders?: readonly Address[];
  balance?: bigint;
};

/** Writes a BSC-USD look-alike (name, symbol, 18 decimals, balances) at the canonical address. anvil only. */
export async function seedToken(client: Client, p: SeedTokenParameters = {}): Promise<void> {
  const holders = p.holders ?? TEST_ACCOUNTS.map((a) => a.address);
  const balance = p.balance ?? TEST_BSC_USD_BALANCE;
  const set = (slot: Hex, value: Hex) =>
    client.request({ method: 'anvil_setStorageAt', params: [BSC_USD.address, slot, value] } as never);
  await client.request({
    method: 'anvil_setCode',
    params: [BSC_USD.address, loadErc20RuntimeCode()],
  } as never);
  await Promise.all([
    set(word(SLOT.name), shortStringSlot(BSC_USD.name)),
    set(word(SLOT.symbol), shortStringSlot(BSC_USD.symbol)),
    set(word(SLOT.decimals), word(BigInt(BSC_USD.decimals))),
    set(word(SLOT.totalSupply), word(balance * BigInt(holders.length))),
    ...holders.map((holder) => set(mappingSlot(holder, SLOT.balances), word(balance))),
  ]);
}
