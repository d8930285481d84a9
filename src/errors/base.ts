/**
 * The base of every error Portico raises on purpose, and the one walk along a `cause` chain.
 * Pure: no imports, no browser APIs, so the site, the CLI and the test wallet can all share it.
 * See README.md in this folder for the families, their codes and how to add one.
 */

export interface PorticoErrorOptions {
  /** What exactly happened (raw values, upstream text), for the console and bug reports; never shown to a visitor. */
  readonly details?: string | undefined;
  /** The error this one explains, kept whole. */
  readonly cause?: unknown;
}

/** Any of the families below; narrow it by `code`. */
export type PorticoErrorType = PorticoError;

export abstract class PorticoError extends Error {
  /** Stable per family (`WALLET_REJECTED`): the key of the words table, the anchor in README.md. */
  abstract readonly code: string;
  override name = 'PorticoError';
  /** One sentence, ending in a full stop, saying what happened. */
  readonly shortMessage: string;
  readonly details: string | undefined;

  constructor(shortMessage: string, options: PorticoErrorOptions = {}) {
    super(options.details ? `${shortMessage}\n\nDetails: ${options.details}` : shortMessage, {
      cause: options.cause,
    });
    this.shortMessage = shortMessage;
    this.details = options.details;
  }

  /** Where this family is explained, as a path inside the repository. */
  get docsPath(): string {
    return `src/errors/README.md#${this.code.toLowerCase()}`;
  }

  /** The first error in this one's cause chain (itself included) that matches, or without a predicate the innermost. */
  walk(predicate?: (error: unknown) => boolean): unknown {
    return walk(this, predicate);
  }
}

/**
 * The base of one family: a class of its own (so `instanceof` works) with a literal `name` and `code`. A family
 * that carries values (a timeout's length, the Safe's reason) extends it and builds its sentence from them.
 */
export function familyBase<const Name extends string, const Code extends string>(name: Name, code: Code) {
  return class extends PorticoError {
    override name: Name = name;
    override readonly code: Code = code;
  };
}

/** A family that carries nothing but its sentence: `class SomethingError extends family(…) {}`. */
export function family<const Name extends string, const Code extends string>(
  name: Name,
  code: Code,
  shortMessage: string,
) {
  return class extends familyBase(name, code) {
    constructor(options?: PorticoErrorOptions) {
      super(shortMessage, options);
    }
  };
}

/** The fields Portico reads on any thrown value: errors from viem, wagmi, wallets, the Safe SDK, or plain objects. */
export interface ErrorLike {
  readonly name?: unknown;
  readonly code?: unknown;
  readonly message?: unknown;
  readonly shortMessage?: unknown;
  readonly details?: unknown;
  readonly cause?: unknown;
  readonly data?: unknown;
}

/**
 * The error and its causes, outermost first. Follows `cause`, else MetaMask Mobile's `data.originalError`;
 * stops at a cycle or after 16 links, so a hostile or self-referencing error cannot hang the page.
 */
export function causeChain(error: unknown): ErrorLike[] {
  const chain: ErrorLike[] = [];
  let current = error;
  while (current && typeof current === 'object' && chain.length < 16 && !chain.includes(current)) {
    const link = current as ErrorLike;
    chain.push(link);
    current = link.cause ?? (link.data as { originalError?: unknown } | undefined)?.originalError;
  }
  return chain;
}

/** The first link of the chain that matches, or without a predicate the innermost (the value itself if it is no object). */
export function walk(error: unknown, predicate?: (error: unknown) => boolean): unknown {
  const chain = causeChain(error);
  return predicate ? chain.find(predicate) : (chain.at(-1) ?? error);
}
