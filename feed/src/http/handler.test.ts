import express from 'express';
import { Counter, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { route } from './handler.ts';

describe('[issue17-9] a feed route that throws is logged and answers the 500 envelope', () => {
  it('logs the error with the path through the logger it is given', async () => {
    const logged: { obj: object; msg: string }[] = [];
    const requests = new Counter({
      name: 'test_requests_total',
      help: 'x',
      labelNames: ['path', 'code'] as const,
      registers: [new Registry()],
    });
    const app = express();
    app.get(
      '/boom',
      route(
        'football/boom',
        () => {
          throw new Error('kaput');
        },
        requests,
        { error: (obj, msg) => logged.push({ obj, msg }) },
      ),
    );
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    try {
      const port = (server.address() as { port: number }).port;
      const res = await fetch(`http://127.0.0.1:${port}/boom`);
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ code: 500, msg: '服务器内部错误', data: null });
      expect(logged).toHaveLength(1);
      expect(logged[0]?.msg).toBe('feed handler failed');
      expect(logged[0]?.obj).toMatchObject({ path: 'football/boom' });
      expect((logged[0]?.obj as { err?: Error } | undefined)?.err?.message).toBe('kaput');
    } finally {
      server.close();
    }
  });
});
