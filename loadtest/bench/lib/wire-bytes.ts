/**
 * Bytes on the wire above TCP, so push and poll are compared on equal terms: websocket frames are counted
 * with their header, HTTP answers with their status line and headers. TCP/IP and TLS are left out of both.
 */

/** Server-to-client websocket frames are unmasked: 2 header bytes, 4 from 126 bytes, 10 from 64 KiB. */
export function wsFrameBytes(payloadBytes: number): number {
  const header = payloadBytes < 126 ? 2 : payloadBytes < 65_536 ? 4 : 10;
  return header + payloadBytes;
}

/** "HTTP/1.1 200 OK\r\n" + "name: value\r\n" per header + "\r\n" + body. */
export function httpResponseBytes(
  statusCode: number,
  statusMessage: string,
  rawHeaders: string[],
  bodyBytes: number,
): number {
  let bytes = `HTTP/1.1 ${statusCode} ${statusMessage}\r\n`.length + 2;
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    bytes += Buffer.byteLength(rawHeaders[i] ?? '') + 2 + Buffer.byteLength(rawHeaders[i + 1] ?? '') + 2;
  }
  return bytes + bodyBytes;
}

/**
 * The latest time in ascending `times` that is ≤ `at`, or null. Used to find the upstream answer that
 * caused a patch: the last poll answer with changes before the gateway stamped the patch.
 */
export function latestAtOrBefore(times: readonly number[], at: number): number | null {
  let lo = 0;
  let hi = times.length - 1;
  let found: number | null = null;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const value = times[mid] as number;
    if (value <= at) {
      found = value;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}
