/**
 * The media library's upload limits over real HTTP with real sharp (issue 19, item 4): the cap on bytes in flight and
 * on queued jobs (503 + Retry-After, answered before the body is read), abandoned uploads freeing their bytes and never
 * running, and the size checks read from the image header before the worker is held.
 */
import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_MESSAGES } from '@/shared/media';
import { imageWorker, uploadsInFlight } from '@/server/data/image-worker';
import { sha256 } from '@/server/data/media-images';
import { media } from '@/server/db/schema';
import { openUpload, uploadMedia, type StreamedAnswer } from '@/server/test/media-upload';
import { startTestServer, type TestClient, type TestServer } from '@/server/test/test-server';

const MB = 1024 * 1024;
let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer({ config: { mediaMaxUploadMb: 1, mediaMaxInFlightMb: 1.2, mediaMaxQueuedJobs: 1 } });
  admin = await server.signedInClient();
});
afterAll(() => server.close());

/** A JPEG of random noise: big for its size in pixels, as a camera photo is. */
const noiseJpeg = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).jpeg({ quality: 100, chromaSubsampling: '4:4:4' }).toBuffer();
const smallPng = (seed: number) => sharp({ create: { width: 64, height: 48, channels: 3, background: { r: seed % 256, g: 80, b: 160 } } }).png().toBuffer();

async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 400; i++) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Holds the image worker with a job of the test's own until the returned function is called. */
async function holdWorker(): Promise<() => Promise<void>> {
  let release!: () => void;
  const held = imageWorker.run(() => new Promise<void>((resolve) => (release = resolve)), {
    signal: new AbortController().signal,
    maxQueued: Infinity,
    busyMessage: MEDIA_MESSAGES.busy,
  });
  await until(() => imageWorker.stats().running, 'the worker to be held');
  return async () => {
    release();
    await held;
  };
}

function expectBusy(answer: StreamedAnswer | 'reset') {
  if (answer === 'reset') throw new Error('the connection was reset before the answer arrived');
  expect(answer.status, answer.text).toBe(503);
  expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect((answer.body as { message: string }).message).toMatch(/^The server is busy processing other uploads; try again in \d+ s$/);
}

const stored = async (bytes: Buffer) => (await server.db.select({ id: media.id }).from(media).where(eq(media.hash, sha256(bytes)))).length > 0;

describe('bytes in flight', () => {
  it('an upload that would take them past MEDIA_MAX_IN_FLIGHT_MB is refused 503 + Retry-After before its body is read; a dropped upload frees its bytes', async () => {
    const [first, second] = await Promise.all([noiseJpeg(560, 480), noiseJpeg(560, 480)]);
    expect(first.length).toBeGreaterThan(0.65 * MB);
    expect(first.length).toBeLessThan(0.95 * MB);
    const a = openUpload(server.url, admin, [first], 'a.jpg');
    a.send(1024);
    await until(() => uploadsInFlight.inUse > 0.5 * MB, 'the first upload to be admitted');
    // The second would take the bytes in flight past 1.2 MB: answered while its file has not been sent at all.
    const b = openUpload(server.url, admin, [second], 'b.jpg');
    expectBusy(await b.answer);
    // The first goes away mid-upload: its bytes are free at once, and the same upload now fits.
    a.abort();
    await until(() => uploadsInFlight.inUse === 0, 'the dropped upload to free its bytes');
    const again = await uploadMedia(server.url, admin, second, 'b.jpg');
    expect(again.status, again.text).toBe(201);
    expect(await stored(first)).toBe(false);
  });
});

describe('queued image jobs', () => {
  it('past MEDIA_MAX_QUEUED_JOBS an upload is refused 503 + Retry-After, on arrival or once received; the queued one then runs', async () => {
    const release = await holdWorker();
    const [queued, refused, late] = await Promise.all([smallPng(1), smallPng(2), noiseJpeg(200, 150)]);
    // Admitted while the queue had room, its file still to come.
    const lateUpload = openUpload(server.url, admin, [late], 'late.jpg');
    lateUpload.send(512);
    await until(() => uploadsInFlight.inUse >= late.length, 'the late upload to be admitted');
    const first = uploadMedia(server.url, admin, queued, 'queued.png');
    await until(() => imageWorker.stats().queued === 1, 'the upload to wait for the worker');
    // The queue is full: refused on arrival…
    const onArrival = openUpload(server.url, admin, [refused], 'refused.png');
    expectBusy(await onArrival.answer);
    // …and once received, when the queue filled while it was on its way.
    lateUpload.send();
    expectBusy(await lateUpload.answer);
    await release();
    const answer = await first;
    expect(answer.status, answer.text).toBe(201);
    expect(await stored(refused)).toBe(false);
    expect(await stored(late)).toBe(false);
    expect(uploadsInFlight.inUse).toBe(0);
  });

  it('an upload whose client goes away while it waits for the worker never runs and stores nothing', async () => {
    const release = await holdWorker();
    const bytes = await smallPng(3);
    const upload = openUpload(server.url, admin, [bytes], 'gone.png');
    upload.send();
    await until(() => imageWorker.stats().queued === 1, 'the upload to wait for the worker');
    const before = imageWorker.stats();
    upload.abort();
    await until(() => imageWorker.stats().queued === 0, 'the cancelled job to leave the queue');
    expect(imageWorker.stats().cancelled).toBe(before.cancelled + 1);
    await until(() => uploadsInFlight.inUse === 0, 'its bytes to be freed');
    await release();
    // The worker is free and idle: the cancelled job was never started.
    expect(imageWorker.stats()).toMatchObject({ queued: 0, running: false, started: before.started });
    expect(await upload.answer).toBe('reset');
    expect(await stored(bytes)).toBe(false);
    // The same file, uploaded by a client that stays, is processed.
    expect((await uploadMedia(server.url, admin, bytes, 'stays.png')).status).toBe(201);
  });
});

/** A PNG whose header says `width` × `height` px, its rows a small deflated run of zeros. */
function pngOfSize(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  const rows = deflateSync(Buffer.alloc((width + 1) * Math.min(height, 40_000_000)), { level: 9 });
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))]);
}

describe('image size, from the header, before the worker', () => {
  it.each([
    ['1 × 39,000,000 px (under the pixel limit, but no variant format can be that tall)', 1, 39_000_000, MEDIA_MESSAGES.tooNarrow],
    ['9,000 × 5,000 px (45 MP)', 9_000, 5_000, MEDIA_MESSAGES.tooManyPixels],
  ])('a PNG of %s is refused 413 naming the problem, and never reaches the worker', async (_case, width, height, message) => {
    const bytes = pngOfSize(width, height);
    expect(bytes.length).toBeLessThan(100_000);
    const before = imageWorker.stats();
    const res = await uploadMedia(server.url, admin, bytes, 'bomb.png');
    expect(res.status, res.text).toBe(413);
    expect(res.body).toMatchObject({ field: 'file', message: `file: ${message}` });
    expect(imageWorker.stats().started).toBe(before.started);
    expect(await stored(bytes)).toBe(false);
  });
});
