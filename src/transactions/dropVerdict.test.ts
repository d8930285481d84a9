import { describe, expect, test } from 'vitest';
import {
  DROPPED_AFTER_SEEN,
  DROPPED_UNSEEN,
  firstPresence,
  isDropped,
  type Look,
  nextPresence,
} from './dropVerdict.ts';

const look = (known: boolean, block: number, at: number): Look => ({ known, block: BigInt(block), at });
const now = (block: number, at: number) => ({ block: BigInt(block), at });
const seenMs = DROPPED_AFTER_SEEN.ms;
const seenBlocks = Number(DROPPED_AFTER_SEEN.blocks);

describe('drop verdict', () => {
  test('default: a transaction the node knows is never dropped, however old', () => {
    const presence = nextPresence(firstPresence(look(true, 100, 0)), look(true, 1_000, 3_600_000));
    expect(isDropped(presence, now(1_000, 3_600_000))).toBe(false);
  });

  test('behavior: known, then gone for 5 blocks and 20 s since last seen → dropped', () => {
    let presence = firstPresence(look(true, 100, 0));
    presence = nextPresence(presence, look(false, 105, 4_000));
    expect(isDropped(presence, now(105, seenMs - 1))).toBe(false);
    expect(isDropped(presence, now(100 + seenBlocks - 1, seenMs))).toBe(false);
    expect(isDropped(presence, now(100 + seenBlocks, seenMs))).toBe(true);
  });

  test('behavior: gone, then back in the pool → the clock starts again', () => {
    let presence = firstPresence(look(true, 100, 0));
    presence = nextPresence(presence, look(false, 103, 8_000));
    presence = nextPresence(presence, look(true, 106, 16_000));
    presence = nextPresence(presence, look(false, 110, 24_000));
    expect(isDropped(presence, now(110, 30_000))).toBe(false);
    expect(isDropped(presence, now(111, 16_000 + seenMs))).toBe(true);
  });

  test('behavior: never known to this node → waits 20 blocks and 2 minutes (the wallet may use another node)', () => {
    const presence = nextPresence(firstPresence(look(false, 100, 0)), look(false, 110, 60_000));
    expect(isDropped(presence, now(100 + seenBlocks, seenMs))).toBe(false);
    expect(isDropped(presence, now(100 + Number(DROPPED_UNSEEN.blocks), DROPPED_UNSEEN.ms - 1))).toBe(false);
    expect(isDropped(presence, now(100 + Number(DROPPED_UNSEEN.blocks), DROPPED_UNSEEN.ms))).toBe(true);
  });

  test('behavior: a chain that stops making blocks never drops anything on time alone', () => {
    const presence = nextPresence(firstPresence(look(true, 100, 0)), look(false, 101, 4_000));
    expect(isDropped(presence, now(101, 10 * 60_000))).toBe(false);
  });
});
