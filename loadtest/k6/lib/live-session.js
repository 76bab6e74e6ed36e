// @ts-check
import { check } from 'k6';
import ws from 'k6/ws';
import { GATEWAY } from './config.js';
import { CONNECT_FRAME, decodeFrame, encodeEvent, PONG_FRAME, socketUrl, utf8Length } from './engine-io.js';
import * as metrics from './metrics.js';
import { onPatch, onSnapshot, onSubscribed, positionOf } from './seq-tracker.js';

/**
 * @typedef {import('./seq-tracker.js').SeqTracker} SeqTracker
 * @typedef {{ channel: string, sentAt: number, resume: boolean }} PendingSubscribe
 */

/**
 * One browser tab's live connection, as the client does it: connect, subscribe each channel with the last
 * (epoch, seq) it holds, check every patch's seq, resubscribe on a gap, answer pings, close after `durationMs`.
 * The tracker lives in the VU, so the next session resumes where this one stopped.
 * @param {{ channels: string[], durationMs: number, tracker: SeqTracker }} options
 */
export function liveSession({ channels, durationMs, tracker }) {
  let nextAckId = 0;
  /** @type {Record<number, PendingSubscribe>} */
  const pending = {};
  const res = ws.connect(socketUrl(GATEWAY), { tags: { name: 'socket.io' } }, (socket) => {
    /** @param {string} channel */
    const subscribe = (channel) => {
      const pos = positionOf(tracker, channel);
      const id = nextAckId++;
      pending[id] = { channel, sentAt: Date.now(), resume: pos !== null };
      const request = pos ? { channel, epoch: pos.epoch, seq: pos.seq } : { channel };
      socket.send(encodeEvent('subscribe', [request], id));
    };

    socket.on('message', (raw) => {
      const now = Date.now();
      metrics.wsBytes.add(utf8Length(raw));
      const frame = decodeFrame(raw);
      switch (frame.kind) {
        case 'open':
          socket.send(CONNECT_FRAME);
          break;
        case 'ping':
          socket.send(PONG_FRAME);
          break;
        case 'connect':
          for (const channel of channels) subscribe(channel);
          break;
        case 'connect_error':
        case 'invalid':
          metrics.protocolErrors.add(1, { kind: frame.kind });
          break;
        case 'ack': {
          const request = pending[frame.id];
          delete pending[frame.id];
          if (!request) break;
          const ack = /** @type {import('@kuyi/shared').SubscribeAck | undefined} */ (frame.args[0]);
          metrics.subscribeAck.add(now - request.sentAt);
          if (!ack?.ok) {
            metrics.protocolErrors.add(1, { kind: 'subscribe', code: ack && !ack.ok ? ack.error : 'none' });
            break;
          }
          if (request.resume) metrics.resumedByReplay.add(ack.mode === 'replay');
          onSubscribed(tracker, request.channel, ack);
          break;
        }
        case 'event': {
          const message = /** @type {{ channel: string, epoch: string, seq: number, ts: number }} */ (
            frame.args[0]
          );
          if (frame.name === 'snapshot') onSnapshot(tracker, message.channel, message.epoch, message.seq);
          if (frame.name !== 'patch') break;
          metrics.patchDelivery.add(Math.max(0, now - message.ts));
          const verdict = onPatch(tracker, message.channel, message.epoch, message.seq);
          if (verdict === 'next') metrics.patchesDelivered.add(1);
          if (verdict === 'duplicate') metrics.seqDuplicates.add(1);
          if (verdict === 'gap' || verdict === 'epoch') {
            metrics.seqGaps.add(1, { channel: message.channel });
            subscribe(message.channel);
          }
          break;
        }
        default:
          break;
      }
    });
    socket.on('error', () => metrics.protocolErrors.add(1, { kind: 'ws' }));
    socket.setTimeout(() => socket.close(), durationMs);
  });
  check(res, { 'socket.io: upgraded (101)': (r) => r && r.status === 101 });
}
