import { PorticoError, type PorticoErrorOptions } from './base.ts';

export type StorageUnavailableErrorType = StorageUnavailableError & { name: 'StorageUnavailableError' };
/**
 * The browser refused local storage (a `SecurityError` in a third-party frame, a `QuotaExceededError` when full).
 * The site keeps working without remembering anything (the guarded storage wrapper).
 */
export class StorageUnavailableError extends PorticoError {
  override name = 'StorageUnavailableError';
  override readonly code = 'STORAGE_UNAVAILABLE';
  constructor(options?: PorticoErrorOptions) {
    super('Local storage is not available.', options);
  }
}
