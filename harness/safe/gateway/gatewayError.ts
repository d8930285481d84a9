/**
 * A gateway failure with the CGW error body `{code, message}`. We use the HTTP status as `code` throughout, so the
 * client's text is predictable: `CGW error - 404: Transaction not found.`
 */
export class GatewayError extends Error {
  override name = 'GatewayError';
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
  get body() {
    return { code: this.status, message: this.message };
  }
}

export const notFound = (what: string) => new GatewayError(404, `${what} not found.`);
export const invalid = (message: string) => new GatewayError(422, message);
