/**
 * A stored PDF as a download (docs/product/api.md#proposals): an attachment under an ASCII file name, never cached
 * by anyone (private documents), never indexed.
 */
import type { Response } from 'express';

export function sendPdfDownload(res: Response, pdf: Uint8Array, filename: string): void {
  const safe = filename.replace(/[^A-Za-z0-9._-]/g, '-');
  res
    .status(200)
    .set({
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${safe}"`,
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex, nofollow',
      'X-Content-Type-Options': 'nosniff',
    })
    .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
}
