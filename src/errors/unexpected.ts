import { PorticoError, type PorticoErrorOptions } from './base.ts';

export type UnexpectedErrorType = UnexpectedError & { name: 'UnexpectedError' };
/**
 * Anything no family recognised. Its words for the visitor are generic on purpose: upstream text can be
 * long, technical or hostile. The raw text is kept in `details`, for the console and bug reports.
 */
export class UnexpectedError extends PorticoError {
  override name = 'UnexpectedError';
  override readonly code = 'UNEXPECTED';
  constructor(options?: PorticoErrorOptions) {
    super('An unexpected error occurred.', options);
  }
}
