import { crc32 } from 'node:zlib';
import { MSG } from '@kuyi/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../api/test-backends.ts';
import { TestClient } from '../api/test-client.ts';
import { startTestGateway, type TestGateway } from '../api/test-gateway.ts';
import { BODY_MSG } from '../http/body-error.ts';
import { UPLOAD_MSG } from './upload-routes.ts';

// The smallest valid PNG (1×1, transparent): real image bytes for the content check.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

function form(...files: [Buffer, string, string][]): FormData {
  const f = new FormData();
  for (const [bytes, name, type] of files)
    f.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return f;
}

describe('uploads (spec §7 multiUpload and the avatar path)', () => {
  let t: TestGateway;
  beforeAll(async () => {
    t = await startTestGateway({}, { env: { UPLOAD_MAX_BYTES: '1024' } });
  });
  afterAll(async () => {
    await t.stop();
  });

  it('[UP1] a PNG is stored on disk, answered as {code, data:[{fileSrc}]} and served back as the same image', async () => {
    const c = new TestClient(t.gw.url);
    const res = await c.upload<{ fileSrc: string }[]>(
      '/api/user/upload/forum/posts/multiUpload',
      form([PNG, 'a.png', 'image/png'], [PNG, 'b.bin', 'application/octet-stream']),
    );
    expect(res.body.code).toBe(200);
    expect(res.body.data).toHaveLength(2);
    for (const { fileSrc } of res.body.data) {
      expect(fileSrc).toMatch(/^\/api\/user\/upload\/files\/[0-9a-f]{32}\.png$/);
      const served = await fetch(t.gw.url + fileSrc);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
        format: 'png',
        width: 1,
        height: 1,
      });
    }
  });

  it('[UP2] the check is by content: HTML named .png is refused', async () => {
    const c = new TestClient(t.gw.url);
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const res = await c.upload(
      '/api/user/upload/forum/posts/multiUpload',
      form([html, 'x.png', 'image/png']),
    );
    expect(res.body).toEqual({ code: 400, msg: UPLOAD_MSG.badType, data: null });
  });

  it('[UP5] images are re-encoded: a payload appended to a JPEG and its EXIF metadata do not survive', async () => {
    const c = new TestClient(t.gw.url);
    const photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a5' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-gps-owner' } })
      .toBuffer();
    const polyglot = Buffer.concat([photo, Buffer.from('<script>alert(1)</script>')]);
    expect(polyglot.length).toBeLessThan(1024);
    const res = await c.upload<{ fileSrc: string }[]>(
      '/api/user/upload/forum/posts/multiUpload',
      form([polyglot, 'p.jpg', 'image/jpeg']),
    );
    expect(res.body.code).toBe(200);
    const stored = Buffer.from(
      await (await fetch(t.gw.url + (res.body.data[0]?.fileSrc ?? ''))).arrayBuffer(),
    );
    expect(stored.includes('<script>')).toBe(false);
    expect(stored.includes('secret-gps-owner')).toBe(false);
    expect((await sharp(stored).metadata()).format).toBe('jpeg');
  });

  it('[UP1] an animated PNG (APNG: an acTL chunk before the image data) is a PNG and is stored as one', async () => {
    const c = new TestClient(t.gw.url);
    const chunk = (type: string, data: Buffer) => {
      const len = Buffer.alloc(4);
      len.writeUInt32BE(data.length);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])));
      return Buffer.concat([len, Buffer.from(type), data, crc]);
    };
    // acTL: one frame, played forever; it goes right after the 8-byte signature and the 25-byte IHDR.
    const acTL = chunk('acTL', Buffer.from([0, 0, 0, 1, 0, 0, 0, 0]));
    const apng = Buffer.concat([PNG.subarray(0, 33), acTL, PNG.subarray(33)]);
    const res = await c.upload<{ fileSrc: string }[]>(
      '/api/user/upload/forum/posts/multiUpload',
      form([apng, 'anim.png', 'image/png']),
    );
    expect(res.body.code).toBe(200);
    const fileSrc = res.body.data[0]?.fileSrc ?? '';
    expect(fileSrc).toMatch(/^\/api\/user\/upload\/files\/[0-9a-f]{32}\.png$/);
    const served = Buffer.from(await (await fetch(t.gw.url + fileSrc)).arrayBuffer());
    expect((await sharp(served).metadata()).format).toBe('png');
  });

  it('[UP6] bytes that look like an image but do not decode are refused', async () => {
    const c = new TestClient(t.gw.url);
    const broken = Buffer.concat([PNG.subarray(0, 40), Buffer.alloc(20)]);
    const res = await c.upload(
      '/api/user/upload/forum/posts/multiUpload',
      form([broken, 'x.png', 'image/png']),
    );
    expect(res.body).toEqual({ code: 400, msg: UPLOAD_MSG.badType, data: null });
  });

  it('[UP3] size, count and missing-file limits answer in Chinese', async () => {
    const c = new TestClient(t.gw.url);
    const big = Buffer.concat([PNG, Buffer.alloc(2048)]);
    const tooBig = await c.upload(
      '/api/user/upload/forum/posts/multiUpload',
      form([big, 'big.png', 'image/png']),
    );
    expect(tooBig.body).toEqual({ code: 400, msg: UPLOAD_MSG.tooBig('1KB'), data: null });
    const six = Array.from({ length: 6 }, (_, i): [Buffer, string, string] => [PNG, `${i}.png`, 'image/png']);
    const tooMany = await c.upload('/api/user/upload/forum/posts/multiUpload', form(...six));
    expect(tooMany.body.msg).toBe(MSG.feedbackTooManyImages);
    const none = await c.upload('/api/user/upload/forum/posts/multiUpload', new FormData());
    expect(none.body.msg).toBe(UPLOAD_MSG.none);
  });

  it('[UP3] a multipart body without its boundary, or cut short, is a 400 in Chinese, not a server error', async () => {
    const cut = '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG';
    for (const [type, body] of [
      ['multipart/form-data', 'abc'],
      ['multipart/form-data; boundary=xyz', cut],
    ]) {
      const res = await fetch(`${t.gw.url}/api/user/upload/forum/posts/multiUpload`, {
        method: 'POST',
        headers: { 'content-type': type as string, origin: t.gw.url },
        body,
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ code: 400, msg: BODY_MSG.malformed, data: null });
    }
  });

  it('[UP4] the avatar path needs a login, then stores the image', async () => {
    const anon = new TestClient(t.gw.url);
    const refused = await anon.upload('/api/user/upload/avatar', form([PNG, 'a.png', 'image/png']));
    expect(refused.body).toEqual({ code: 401, msg: '请先登录', data: null });
    const c = new TestClient(t.gw.url);
    await registerUser(c);
    const res = await c.upload<{ fileSrc: string }[]>(
      '/api/user/upload/avatar',
      form([PNG, 'a.png', 'image/png']),
    );
    expect(res.body.code).toBe(200);
    const fileSrc = res.body.data[0]?.fileSrc ?? '';
    const saved = await c.post('/api/user/user/updateById', { headImage: fileSrc });
    expect(saved.body.data).toMatchObject({ headImage: fileSrc });
  });

  it('[UP4] an avatar must name one of our stored images: a path climbing out of the uploads folder is refused', async () => {
    const c = new TestClient(t.gw.url);
    await registerUser(c);
    // Rendered as <img src> for every reader, these would be requests with the reader's cookies.
    for (const headImage of [
      '/api/user/upload/files/../../user/user/logOff',
      '/api/user/upload/files/..%2F..%2Fuser%2Fuser%2FlogOff',
      '/api/user/upload/files/0123456789abcdef0123456789abcdef.png?x=/../../user/user/logOff',
      '/api/user/upload/files/x.png',
    ]) {
      const res = await c.post('/api/user/user/updateById', { headImage });
      expect(res.body).toEqual({ code: 400, msg: '头像地址无效', data: null });
    }
    expect((await c.get<{ headImage: string }>('/api/user/user/selectById')).body.data.headImage).toBe('');
  });
});
