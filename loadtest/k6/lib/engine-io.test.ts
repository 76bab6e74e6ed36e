import { describe, expect, it } from 'vitest';
import { decodeFrame, encodeAck, encodeEvent, peekSnapshot, socketUrl } from './engine-io.js';

describe('Engine.IO v4 / socket.io v5 framing (as socket.io-parser writes it)', () => {
  it('decodes the open packet with its ping settings', () => {
    const frame = decodeFrame(
      '0{"sid":"abc","upgrades":[],"pingInterval":25000,"pingTimeout":20000,"maxPayload":1000000}',
    );
    expect(frame).toEqual({
      kind: 'open',
      sid: 'abc',
      pingInterval: 25000,
      pingTimeout: 20000,
      maxPayload: 1e6,
    });
  });

  it('decodes ping, pong, close and noop', () => {
    expect(decodeFrame('2').kind).toBe('ping');
    expect(decodeFrame('3').kind).toBe('pong');
    expect(decodeFrame('1').kind).toBe('close');
    expect(decodeFrame('6').kind).toBe('noop');
  });

  it('decodes the namespace connect answer with and without a sid', () => {
    expect(decodeFrame('40{"sid":"xyz"}')).toEqual({ kind: 'connect', sid: 'xyz' });
    expect(decodeFrame('40')).toEqual({ kind: 'connect', sid: null });
  });

  it('[P7] decodes a patch event with Chinese text intact', () => {
    const raw =
      '42["patch",{"channel":"football:list","epoch":"e1","seq":8,"ts":1700000000000,"put":{"m1":{"homeName":"北京国安"}}}]';
    const frame = decodeFrame(raw);
    expect(frame).toMatchObject({ kind: 'event', name: 'patch', id: null });
    expect(frame.kind === 'event' && frame.args[0]).toMatchObject({
      seq: 8,
      put: { m1: { homeName: '北京国安' } },
    });
  });

  it('[P7] decodes a subscribe ack by its id, including multi-digit ids', () => {
    expect(decodeFrame('4312[{"ok":true,"mode":"replay","epoch":"e1","seq":40}]')).toEqual({
      kind: 'ack',
      id: 12,
      args: [{ ok: true, mode: 'replay', epoch: 'e1', seq: 40 }],
    });
  });

  it('skips a namespace prefix before the ack id', () => {
    expect(decodeFrame('43/live,7[1]')).toEqual({ kind: 'ack', id: 7, args: [1] });
  });

  it('decodes a connect error message', () => {
    expect(decodeFrame('44{"message":"Not authorized"}')).toEqual({
      kind: 'connect_error',
      message: 'Not authorized',
    });
  });

  it('returns malformed frames as invalid instead of throwing', () => {
    expect(decodeFrame('42["patch",').kind).toBe('invalid');
    expect(decodeFrame('42{"not":"an array"}').kind).toBe('invalid');
    expect(decodeFrame('43[1]').kind).toBe('invalid');
    expect(decodeFrame('9').kind).toBe('invalid');
    expect(decodeFrame('').kind).toBe('invalid');
  });

  it('encodes events with and without an ack id, and acks', () => {
    expect(encodeEvent('subscribe', [{ channel: 'football:list' }], 3)).toBe(
      '423["subscribe",{"channel":"football:list"}]',
    );
    expect(encodeEvent('unsubscribe', [{ channel: 'football:list' }])).toBe(
      '42["unsubscribe",{"channel":"football:list"}]',
    );
    expect(encodeAck(5, [{ ok: true }])).toBe('435[{"ok":true}]');
  });

  it('round-trips an encoded event through the decoder', () => {
    const request = { channel: 'odds:football:m9', epoch: 'e2', seq: 3 };
    expect(decodeFrame(`4${encodeEvent('subscribe', [request], 41).slice(1)}`)).toEqual({
      kind: 'event',
      name: 'subscribe',
      args: [request],
      id: 41,
    });
  });

  it('builds the websocket-only socket.io URL from an http base', () => {
    expect(socketUrl('http://localhost:4000/')).toBe(
      'ws://localhost:4000/socket.io/?EIO=4&transport=websocket',
    );
    expect(socketUrl('https://kuyi.example')).toBe('wss://kuyi.example/socket.io/?EIO=4&transport=websocket');
    expect(socketUrl('127.0.0.1:4500')).toBe('ws://127.0.0.1:4500/socket.io/?EIO=4&transport=websocket');
  });

  it("[P7] reads a snapshot's channel, epoch and seq without its state, as the gateway writes it", () => {
    const snapshot = {
      channel: 'football:list',
      epoch: 'e7',
      seq: 123,
      state: { m1: { homeName: '北京国安', note: '"state":{}' } },
      ts: 1,
    };
    const raw = `42${JSON.stringify(['snapshot', snapshot])}`;
    expect(peekSnapshot(raw)).toEqual({ channel: 'football:list', epoch: 'e7', seq: 123 });
    const decoded = decodeFrame(raw);
    expect(decoded.kind === 'event' && decoded.args[0]).toMatchObject({ channel: 'football:list', seq: 123 });
  });

  it('leaves other frames, and snapshots written in another key order, to the full decoder', () => {
    expect(peekSnapshot('42["patch",{"channel":"c","epoch":"e","seq":1,"ts":1}]')).toBeNull();
    expect(peekSnapshot('42["snapshot",{"state":{},"channel":"c","epoch":"e","seq":1}]')).toBeNull();
    expect(peekSnapshot('42["snapshot",{"channel":"c","seq":1,"state":{}}]')).toBeNull();
    expect(peekSnapshot('42["snapshot",{"channel":"c","epoch":"e","seq":"1","state":{}}]')).toBeNull();
    expect(peekSnapshot('2')).toBeNull();
  });
});
