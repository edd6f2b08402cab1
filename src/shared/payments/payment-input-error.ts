/**
 * An error about one input field of a payment rule (a QR Platba's IBAN, an amount…), shaped like the server's domain
 * errors ("field: detail", `field`, `fields`), so the server can answer it as a 400 naming the field
 * (src/server/payments/qr-platba.ts turns it into `Invalid`). src/shared imports nothing of the server, hence its own class.
 */
export class PaymentInputError extends Error {
  readonly fields: Readonly<Record<string, string>>;
  constructor(
    readonly field: string,
    readonly detail: string,
  ) {
    super(`${field}: ${detail}`);
    this.name = 'PaymentInputError';
    this.fields = { [field]: detail };
  }
}
