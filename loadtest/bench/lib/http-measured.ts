import { get } from 'node:http';
import { httpResponseBytes } from './wire-bytes.ts';

export interface MeasuredResponse {
  status: number;
  /** Status line + headers + body, as received. */
  bytes: number;
  body: string;
}

/** GET with the answer's full size on the wire, which fetch does not expose. */
export function getMeasured(url: string): Promise<MeasuredResponse> {
  return new Promise((resolve, reject) => {
    const req = get(url, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({
          status: res.statusCode ?? 0,
          bytes: httpResponseBytes(res.statusCode ?? 0, res.statusMessage ?? '', res.rawHeaders, body.length),
          body: body.toString('utf8'),
        });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.setTimeout(10_000, () => req.destroy(new Error(`timeout: ${url}`)));
  });
}
