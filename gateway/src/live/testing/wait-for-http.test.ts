import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  freePorts,
  PortTakenError,
  type Started,
  startCommand,
  waitForHttp,
} from '../../../../scripts/lib/processes.mjs';

/**
 * The launcher every test stack starts processes with (scripts/lib/processes.mjs): a port that answers for
 * another program is not the started process being ready. A replica e2e run once took a port that something
 * else answered on, and sent half its requests there (register answered 接口不存在).
 */
let proc: Started | null = null;
let server: Server | null = null;

afterEach(async () => {
  await proc?.stop('SIGKILL');
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  proc = server = null;
});

/** A stand-in /healthz on a free port, answering with the pid `pidOf()` gives. */
async function healthzAnswering(pidOf: () => number): Promise<string> {
  server = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ status: 'ok', pid: pidOf() }));
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/healthz`;
}

const idleChild = () => startCommand('idle', process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);

describe('waitForHttp with a started process', () => {
  it('fails with PortTakenError when the port answers with another pid', async () => {
    proc = idleChild();
    const url = await healthzAnswering(() => process.pid);
    await expect(waitForHttp(url, { proc, timeoutMs: 10_000 })).rejects.toBeInstanceOf(PortTakenError);
  });

  it('is ready when the answer names the started process', async () => {
    proc = idleChild();
    const started = proc;
    const url = await healthzAnswering(() => started.pid as number);
    await expect(waitForHttp(url, { proc, timeoutMs: 10_000 })).resolves.toBeUndefined();
  });
});

describe('freePorts', () => {
  it('hands out different ports in one call', async () => {
    const ports = await freePorts(20);
    expect(new Set(ports).size).toBe(20);
  });
});
