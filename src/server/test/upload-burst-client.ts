/**
 * The client side of the media burst test (src/server/routes/admin/media-burst.api.test.ts), run in its own process so
 * that the memory the test measures is the server's alone: makes photo-sized JPEGs of random noise with sharp, sends
 * `count` uploads of them at once, each its own file (a distinct JPEG comment), and prints one JSON line: when the
 * photos were ready ({"ready":…}), then the answers ({"answers":[…]}).
 *
 * Usage: tsx src/server/test/upload-burst-client.ts <base url> <cookie header> <count>
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { openUpload } from './media-upload';

const [baseUrl = '', cookie = '', countText = '150'] = process.argv.slice(2);
const count = Number(countText);

/** A photo-sized JPEG of random noise: about 13–14 MB for 2400 × 2000 px. */
const noiseJpeg = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).jpeg({ quality: 100, chromaSubsampling: '4:4:4' }).toBuffer();

/**
 * The same photo made a distinct file (its own SHA-256, so each upload is processed): a JPEG comment segment after
 * the start-of-image marker. The rest is a view of the shared photo, never copied.
 */
function distinct(photo: Buffer, n: number): Buffer[] {
  const text = Buffer.from(`burst upload ${n}`);
  const comment = Buffer.alloc(4);
  comment.writeUInt16BE(0xfffe, 0);
  comment.writeUInt16BE(text.length + 2, 2);
  return [Buffer.concat([photo.subarray(0, 2), comment, text]), photo.subarray(2)];
}

const photos = await Promise.all([noiseJpeg(2400, 2000), noiseJpeg(2400, 2000), noiseJpeg(2400, 2000)]);
// The cookie jar of the signed-in admin, as the test's client holds it.
const client = { cookies: new Map(cookie.split('; ').map((pair): [string, string] => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)])) };
process.stdout.write(JSON.stringify({ ready: { photoBytes: photos.map((p) => p.length) } }) + '\n');
await new Promise<void>((resolve) => process.stdin.once('data', () => resolve()));
const answers = await Promise.all(
  Array.from({ length: count }, (_, n) => {
    const upload = openUpload(baseUrl, client, distinct(photos[n % photos.length]!, n), `photo-${n}.jpg`);
    upload.send();
    return upload.answer.then((a) => (a === 'reset' ? a : { status: a.status, retryAfter: a.headers['retry-after'] ?? null }));
  }),
);
process.stdout.write(JSON.stringify({ answers }) + '\n');
