import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { Invalid } from '@/server/domain/errors';
import { parseSpayd } from '@/shared/payments/spayd';
import { renderQrPlatba } from './qr-platba';

/** The text of the QR code in a PNG, read from its pixels as a phone's camera would. */
async function decodePng(png: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
}

describe('QR Platba image', () => {
  it('is a PNG whose decoded text is the SPAYD string, field by field', async () => {
    const { spayd, png } = await renderQrPlatba({
      iban: 'CZ65 0800 0000 1920 0014 5399',
      bic: 'GIBACZPX',
      amountMinor: 1_234_550,
      currency: 'EUR',
      variableSymbol: '20260017',
      constantSymbol: '0308',
      dueDate: '2026-12-10',
      message: 'Faktura 2026-0017 * Příliš žluťoučký kůň',
      recipientName: 'Digitální agentura Šťastný',
    });
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const decoded = await decodePng(png);
    expect(decoded).toBe(spayd);
    expect(decoded?.startsWith('SPD*1.0*')).toBe(true);
    expect(parseSpayd(decoded ?? '')).toEqual({
      ACC: 'CZ6508000000192000145399+GIBACZPX',
      AM: '12345.50',
      CC: 'EUR',
      'X-VS': '20260017',
      'X-KS': '0308',
      DT: '20261210',
      MSG: 'FAKTURA 2026-0017 * PRILIS ZLUTOUCKY KUN',
      RN: 'DIGITALNI AGENTURA STASTNY',
    });
  });

  it('has a quiet zone: the border of the image is white', async () => {
    const { png } = await renderQrPlatba({ iban: 'CZ5855000000001265098001', amountMinor: 48_050, currency: 'CZK', dueDate: '2026-12-10' });
    const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
    const border = 4 * 8; // 4 modules of 8 px
    const rows = (from: number, to: number) => [...data.subarray(from * info.width, to * info.width)];
    const leftColumn = Array.from({ length: info.height }, (_, y) => [...data.subarray(y * info.width, y * info.width + border)]).flat();
    expect(new Set([...rows(0, border), ...rows(info.height - border, info.height), ...leftColumn])).toEqual(new Set([255]));
    expect(new Set(rows(border, info.height - border))).toEqual(new Set([0, 255]));
    expect(await decodePng(png)).toBe('SPD*1.0*ACC:CZ5855000000001265098001*AM:480.50*CC:CZK*DT:20261210');
  });

  it('answers bad payment input as Invalid naming the field', async () => {
    const bad = renderQrPlatba({ iban: 'CZ5855000000001265098002', amountMinor: 100, currency: 'CZK', dueDate: '2026-12-10' });
    await expect(bad).rejects.toBeInstanceOf(Invalid);
    await expect(bad).rejects.toMatchObject({ field: 'iban' });
  });
});
