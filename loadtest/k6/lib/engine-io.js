// @ts-check
/**
 * Engine.IO v4 + socket.io v5 text framing, just enough for a websocket-only client (k6 has no socket.io).
 * One websocket message is one Engine.IO packet: a type digit, then for "message" (4) a socket.io packet:
 *   0{"sid":…,"pingInterval":…}  open            40 / 40{"sid":…}  connect (default namespace)
 *   2 / 3                        ping / pong     42["event",…]      event; 42N["event",…] asks for ack N
 *   43N[…]                       ack N           44{"message":…}    connect error
 * Pure: no k6 or Node imports, so the Node runner, the bench swarm and vitest use the same code.
 */

/** The URL path every socket.io server answers websocket upgrades on. */
export const SOCKET_IO_PATH = '/socket.io/?EIO=4&transport=websocket';
/** Sent after the open packet: join the default namespace. */
export const CONNECT_FRAME = '40';
/** The reply to the server's ping (in Engine.IO v4 the server pings, the client answers). */
export const PONG_FRAME = '3';

/**
 * @typedef {{ kind: 'open', sid: string, pingInterval: number, pingTimeout: number, maxPayload: number }
 *   | { kind: 'ping' } | { kind: 'pong' } | { kind: 'close' } | { kind: 'noop' }
 *   | { kind: 'connect', sid: string | null }
 *   | { kind: 'connect_error', message: string }
 *   | { kind: 'disconnect' }
 *   | { kind: 'event', name: string, args: unknown[], id: number | null }
 *   | { kind: 'ack', id: number, args: unknown[] }
 *   | { kind: 'invalid', raw: string, reason: string }} Frame
 */

/**
 * Turns an http(s) base URL into the socket.io websocket URL.
 * @param {string} base e.g. "http://localhost:4000" or "https://host/prefix/"
 * @returns {string}
 */
export function socketUrl(base) {
  const trimmed = base.replace(/\/+$/, '');
  const ws = trimmed.replace(/^http(s?):\/\//, 'ws$1://');
  return `${/^wss?:\/\//.test(ws) ? ws : `ws://${ws}`}${SOCKET_IO_PATH}`;
}

/**
 * Encodes an event, optionally asking for an ack with the given id.
 * @param {string} name
 * @param {unknown[]} args
 * @param {number | null} [ackId]
 * @returns {string}
 */
export function encodeEvent(name, args, ackId = null) {
  return `42${ackId === null ? '' : String(ackId)}${JSON.stringify([name, ...args])}`;
}

/**
 * Encodes the answer to an ack the server asked for.
 * @param {number} id
 * @param {unknown[]} args
 * @returns {string}
 */
export function encodeAck(id, args) {
  return `43${id}${JSON.stringify(args)}`;
}

/**
 * @param {string} raw
 * @param {string} reason
 * @returns {Frame}
 */
const invalid = (raw, reason) => ({ kind: 'invalid', raw, reason });

/**
 * @param {string} text
 * @returns {unknown}
 */
function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Decodes one websocket text message. Never throws: a malformed frame comes back as `invalid` so load
 * scripts can count it as an error instead of dying mid-run.
 * @param {string} raw
 * @returns {Frame}
 */
export function decodeFrame(raw) {
  switch (raw.charAt(0)) {
    case '0': {
      const open = /** @type {Record<string, unknown> | undefined} */ (parseJson(raw.slice(1)));
      if (!open || typeof open.sid !== 'string') return invalid(raw, 'open packet without sid');
      return {
        kind: 'open',
        sid: open.sid,
        pingInterval: Number(open.pingInterval ?? 25000),
        pingTimeout: Number(open.pingTimeout ?? 20000),
        maxPayload: Number(open.maxPayload ?? 1e6),
      };
    }
    case '1':
      return { kind: 'close' };
    case '2':
      return { kind: 'ping' };
    case '3':
      return { kind: 'pong' };
    case '4':
      return decodeSocketIo(raw);
    case '6':
      return { kind: 'noop' };
    default:
      return invalid(raw, 'unknown engine.io packet type');
  }
}

/**
 * Decodes the socket.io packet inside an Engine.IO message ("4…"). Binary packets (5, 6) are not used by
 * this protocol and come back invalid.
 * @param {string} raw
 * @returns {Frame}
 */
function decodeSocketIo(raw) {
  const type = raw.charAt(1);
  let i = 2;
  // A namespace other than "/" is written "/name," before the id; we only use the default one.
  if (raw.charAt(i) === '/') {
    const comma = raw.indexOf(',', i);
    i = comma === -1 ? raw.length : comma + 1;
  }
  let idText = '';
  while (i < raw.length && raw.charCodeAt(i) >= 48 && raw.charCodeAt(i) <= 57) idText += raw.charAt(i++);
  const body = raw.slice(i);
  const id = idText === '' ? null : Number(idText);
  const data = body === '' ? undefined : parseJson(body);
  if (body !== '' && data === undefined) return invalid(raw, 'payload is not JSON');
  switch (type) {
    case '0': {
      const sid = data && typeof data === 'object' && 'sid' in data ? String(data.sid) : null;
      return { kind: 'connect', sid };
    }
    case '1':
      return { kind: 'disconnect' };
    case '2': {
      if (!Array.isArray(data) || typeof data[0] !== 'string') return invalid(raw, 'event without a name');
      return { kind: 'event', name: data[0], args: data.slice(1), id };
    }
    case '3': {
      if (id === null || !Array.isArray(data)) return invalid(raw, 'ack without id or arguments');
      return { kind: 'ack', id, args: data };
    }
    case '4': {
      const message =
        data && typeof data === 'object' && 'message' in data ? String(data.message) : String(data);
      return { kind: 'connect_error', message };
    }
    default:
      return invalid(raw, 'unsupported socket.io packet type');
  }
}

const SNAPSHOT_HEAD = '42["snapshot",{';

/**
 * The (channel, epoch, seq) of a snapshot event without parsing its state. A list snapshot is ~200 KB of JSON
 * that a load client only needs three numbers from; parsing it whole in every VU made k6, not the gateway,
 * the limit when hundreds join at once. Reads the object up to its `"state"` key (the gateway writes
 * channel, epoch and seq before it) and returns null for anything else, so the caller falls back to
 * `decodeFrame`.
 * @param {string} raw
 * @returns {{ channel: string, epoch: string, seq: number } | null}
 */
export function peekSnapshot(raw) {
  if (!raw.startsWith(SNAPSHOT_HEAD)) return null;
  const at = raw.indexOf(',"state":', SNAPSHOT_HEAD.length);
  if (at === -1) return null;
  const head = /** @type {Record<string, unknown> | undefined} */ (
    parseJson(`${raw.slice(SNAPSHOT_HEAD.length - 1, at)}}`)
  );
  if (!head || typeof head.channel !== 'string' || typeof head.epoch !== 'string') return null;
  if (typeof head.seq !== 'number') return null;
  return { channel: head.channel, epoch: head.epoch, seq: head.seq };
}
