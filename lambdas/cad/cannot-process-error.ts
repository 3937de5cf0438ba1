/** Thrown by the readers for input we cannot turn into a board; `reason` is shown to the customer as is. */
export class CannotProcessError extends Error {
  readonly reason: string;

  constructor(reason: string) {
    super(reason);
    this.name = 'CannotProcessError';
    this.reason = reason;
  }
}
