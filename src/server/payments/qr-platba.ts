/**
 * The QR Platba image of a payment: its SPAYD text (src/shared/payments/spayd.ts) as a PNG QR code, error correction
 * level M as the specification asks for printed media, with the standard quiet zone of 4 modules around it.
 * Bad payment input is answered as the domain's `Invalid` naming the field (a 400).
 */
import QRCode from 'qrcode';
import { Invalid } from '@/server/domain/errors';
import { PaymentInputError } from '@/shared/payments/payment-input-error';
import { buildSpayd, type SpaydPayment } from '@/shared/payments/spayd';

/** The label printed with the code, as Czech banks name it (in both languages). */
export const QR_PLATBA_LABEL = 'QR Platba';

export interface QrPlatbaImage {
  /** The SPAYD text the code carries (stored with the issued invoice). */
  spayd: string;
  png: Buffer;
}

/** Pixels per QR module: a code of ~50 modules is ~460 px wide, sharp at 3 cm on paper. */
const MODULE_PIXELS = 8;

/** The PNG of a SPAYD text already built (e.g. the one stored with an issued invoice). */
export async function renderSpaydPng(spayd: string): Promise<Buffer> {
  return QRCode.toBuffer(spayd, { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale: MODULE_PIXELS });
}

/** The SPAYD text and its PNG for a payment; throws Invalid naming the field when the payment cannot be encoded. */
export async function renderQrPlatba(payment: SpaydPayment): Promise<QrPlatbaImage> {
  let spayd: string;
  try {
    spayd = buildSpayd(payment);
  } catch (err) {
    if (err instanceof PaymentInputError) throw new Invalid(err.field, err.detail);
    throw err;
  }
  return { spayd, png: await renderSpaydPng(spayd) };
}
