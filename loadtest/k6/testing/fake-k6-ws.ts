import WebSocket from 'ws';

type Handler = (...args: unknown[]) => void;

/** Resolves when the socket of the last `connect` call has closed (k6's connect blocks until then). */
export let closed: Promise<void> = Promise.resolve();

/**
 * k6/ws's `connect` over the `ws` package. k6 blocks until the socket closes; Node cannot, so this returns
 * at once with the upgrade status the handshake will have, and `closed` says when it is over.
 */
export function connect(url: string, _params: unknown, callback: (socket: unknown) => void) {
  const ws = new WebSocket(url);
  const handlers: Record<string, Handler[]> = {};
  const timers: NodeJS.Timeout[] = [];
  const emit = (event: string, ...args: unknown[]) => {
    for (const handler of handlers[event] ?? []) handler(...args);
  };
  closed = new Promise((resolve) =>
    ws.on('close', () => {
      for (const timer of timers) clearTimeout(timer);
      emit('close');
      resolve();
    }),
  );
  ws.on('open', () => emit('open'));
  ws.on('message', (data: Buffer) => emit('message', data.toString('utf8')));
  ws.on('error', (err) => emit('error', err));
  callback({
    on: (event: string, handler: Handler) => {
      handlers[event] ??= [];
      handlers[event].push(handler);
    },
    send: (data: string) => ws.send(data),
    close: () => ws.close(),
    setTimeout: (fn: () => void, ms: number) => timers.push(setTimeout(fn, ms)),
    setInterval: (fn: () => void, ms: number) => timers.push(setInterval(fn, ms)),
  });
  return { status: 101, url };
}

export default { connect };
