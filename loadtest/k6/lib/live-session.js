// @ts-check
import { check } from 'k6';
import ws from 'k6/ws';
import { GATEWAY } from './config.js';
import { CONNECT_FRAME, decodeFrame, encodeEvent, PONG_FRAME, peekSnapshot, socketUrl } from './engine-io.js';
import * as metrics from './metrics.js';
import { isReplayed, onPatch, onSnapshot, onSubscribed, positionOf } from './seq-tracker.js';

/**
 * @typedef {import('./seq-tracker.js').SeqTracker} SeqTracker
 * @typedef {{ channel: string, sentAt: number, resume: boolean }} PendingSubscribe
 */

/**
 * One browser tab's live connection, as the client does it: connect, subscribe each channel with the last
 * (epoch, seq) it holds, check every patch's seq, resubscribe on a gap, answer pings, close after `durationMs`.
 * The tracker lives in the VU, so the next session resumes where this one stopped. `tags` go on every
 * sample of the session (reconnect-storm tells its cold start from its storms by them).
 * @param {{ channels: string[], durationMs: number, tracker: SeqTracker, tags?: Record<string, string> }} options
 */
export function liveSession({ channels, durationMs, tracker, tags = {} }) {
  let nextAckId = 0;
  /** @type {Record<number, PendingSubscribe>} */
  const pending = {};
  /** @type {Record<string, number>} when this connection last asked for each channel (see isReplayed) */
  const askedAt = {};
  const res = ws.connect(socketUrl(GATEWAY), { tags: { ...tags, name: 'socket.io' } }, (socket) => {
    /** @param {string} channel */
    const subscribe = (channel) => {
      const pos = positionOf(tracker, channel);
      const id = nextAckId++;
      const sentAt = Date.now();
      askedAt[channel] = sentAt;
      pending[id] = { channel, sentAt, resume: pos !== null };
      const request = pos ? { channel, epoch: pos.epoch, seq: pos.seq } : { channel };
      socket.send(encodeEvent('subscribe', [request], id));
    };

    socket.on('message', (raw) => {
      const now = Date.now();
      const snapshot = peekSnapshot(raw);
      if (snapshot) {
        onSnapshot(tracker, snapshot.channel, snapshot.epoch, snapshot.seq);
        return;
      }
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
          metrics.protocolErrors.add(1, { ...tags, kind: frame.kind });
          break;
        case 'ack': {
          const request = pending[frame.id];
          delete pending[frame.id];
          if (!request) break;
          const ack = /** @type {import('@kuyi/shared').SubscribeAck | undefined} */ (frame.args[0]);
          metrics.subscribeAck.add(now - request.sentAt, tags);
          if (!ack?.ok) {
            const code = ack && !ack.ok ? ack.error : 'none';
            metrics.protocolErrors.add(1, { ...tags, kind: 'subscribe', code });
            break;
          }
          if (request.resume) metrics.resumedByReplay.add(ack.mode === 'replay', tags);
          onSubscribed(tracker, request.channel, ack);
          break;
        }
        case 'event': {
          const message = /** @type {{ channel: string, epoch: string, seq: number, ts: number }} */ (
            frame.args[0]
          );
          if (frame.name === 'snapshot') onSnapshot(tracker, message.channel, message.epoch, message.seq);
          if (frame.name !== 'patch') break;
          const age = Math.max(0, now - message.ts);
          if (isReplayed(message.ts, askedAt[message.channel])) metrics.replayAge.add(age, tags);
          else metrics.patchDelivery.add(age, tags);
          const verdict = onPatch(tracker, message.channel, message.epoch, message.seq);
          if (verdict === 'next') metrics.patchesDelivered.add(1, tags);
          if (verdict === 'duplicate') metrics.seqDuplicates.add(1, tags);
          if (verdict === 'gap' || verdict === 'epoch') {
            metrics.seqGaps.add(1, { ...tags, channel: message.channel });
            subscribe(message.channel);
          }
          break;
        }
        default:
          break;
      }
    });
    socket.on('error', () => metrics.protocolErrors.add(1, { ...tags, kind: 'ws' }));
    socket.setTimeout(() => socket.close(), durationMs);
  });
  check(res, { 'socket.io: upgraded (101)': (r) => r && r.status === 101 }, tags);
}
