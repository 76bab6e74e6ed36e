import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { setSecurityHeaders } from './security-headers.ts';

/**
 * Answers a request from an answer already encoded in memory, or returns false (and writes nothing) so the
 * request goes on to express as usual.
 */
export type FastRead = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * [A5] The front door: the reads every visitor repeats (the day lists, match headers, anonymous forum/arena/
 * news pages) are answered from their encoded cache entries before express routes them. Express walks every
 * mounted layer (cookie and body parsers, CSRF, a dozen routers) for each request; at 500 reads a second that
 * walk and its garbage were a large part of the gateway's CPU and of its pauses (docs/benchmarks.md, "REST").
 * Only a hit is answered here; a miss, anything not a GET/HEAD, and every write take the ordinary route,
 * which is also what fills the caches, so both paths always serve the same bytes (send-encoded.ts).
 */
export function withFastReads(app: RequestListener, reads: readonly FastRead[]): RequestListener {
  return (req, res) => {
    if (req.method === 'GET' || req.method === 'HEAD') {
      // An answer from here carries what express would have added to it (express sets them again otherwise).
      setSecurityHeaders(res);
      for (const read of reads) {
        try {
          if (read(req, res)) return;
        } catch (err) {
          // A fast read never throws by design; if one did, express answers (or the socket is dropped when
          // headers already went out), rather than the exception taking the process down.
          if (res.headersSent) {
            res.destroy(err as Error);
            return;
          }
          break;
        }
      }
    }
    app(req, res);
  };
}
