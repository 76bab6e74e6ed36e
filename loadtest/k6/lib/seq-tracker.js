// @ts-check
/**
 * Seq accounting for one connection, following [P4]/[P5] of shared/SPEC.md: per channel the next patch must
 * carry `seq = last + 1` in the same epoch; `seq ≤ last` is a duplicate (ignored); `seq > last + 1` is a gap,
 * after which the client resubscribes with its last (epoch, seq) and the server replays or snapshots.
 * Pure and plain JS so k6 scripts and the Node runner count exactly the same way.
 */

/**
 * @typedef {{ epoch: string, seq: number }} Position
 * @typedef {{ delivered: number, gaps: number, duplicates: number, early: number, held: number,
 *   epochChanges: number, snapshots: number, replays: number }} SeqCounts
 * @typedef {{ position: Position | null, recovering: boolean }} ChannelTrack
 * @typedef {{ channels: Record<string, ChannelTrack>, counts: SeqCounts }} SeqTracker
 * @typedef {'next' | 'gap' | 'duplicate' | 'early' | 'held' | 'epoch'} PatchVerdict
 */

/** @returns {SeqCounts} */
export function emptyCounts() {
  return {
    delivered: 0,
    gaps: 0,
    duplicates: 0,
    early: 0,
    held: 0,
    epochChanges: 0,
    snapshots: 0,
    replays: 0,
  };
}

/** @returns {SeqTracker} */
export function createSeqTracker() {
  return { channels: {}, counts: emptyCounts() };
}

/**
 * @param {SeqTracker} tracker
 * @param {string} channel
 * @returns {ChannelTrack}
 */
function track(tracker, channel) {
  let entry = tracker.channels[channel];
  if (!entry) {
    entry = { position: null, recovering: false };
    tracker.channels[channel] = entry;
  }
  return entry;
}

/**
 * Where the client stands on a channel: what it sends as `{epoch, seq}` when it subscribes again.
 * @param {SeqTracker} tracker
 * @param {string} channel
 * @returns {Position | null}
 */
export function positionOf(tracker, channel) {
  return tracker.channels[channel]?.position ?? null;
}

/**
 * Starts a channel at a position learnt elsewhere (another tab, a saved page), before subscribing with it,
 * so the replayed patches that follow count as delivered. A channel that already has a position keeps it.
 * @param {SeqTracker} tracker
 * @param {string} channel
 * @param {Position} position
 */
export function resumeAt(tracker, channel, position) {
  const entry = track(tracker, channel);
  if (!entry.position) entry.position = { epoch: position.epoch, seq: position.seq };
}

/**
 * A snapshot replaces the state. It never moves a channel backwards within one epoch: patches newer than
 * the snapshot may already have been applied when it arrives after its ack.
 * @param {SeqTracker} tracker
 * @param {string} channel
 * @param {string} epoch
 * @param {number} seq
 */
export function onSnapshot(tracker, channel, epoch, seq) {
  const entry = track(tracker, channel);
  tracker.counts.snapshots++;
  const pos = entry.position;
  if (!pos || pos.epoch !== epoch || seq > pos.seq) entry.position = { epoch, seq };
  entry.recovering = false;
}

/**
 * A successful subscribe ack. With `replay` the missed patches follow (or preceded it) in order, so the
 * position only moves by those patches; with `snapshot` the ack's (epoch, seq) is where the client stands.
 * @param {SeqTracker} tracker
 * @param {string} channel
 * @param {{ mode: 'snapshot' | 'replay', epoch: string, seq: number }} ack
 */
export function onSubscribed(tracker, channel, ack) {
  const entry = track(tracker, channel);
  const pos = entry.position;
  if (ack.mode === 'replay' && pos && pos.epoch === ack.epoch) {
    tracker.counts.replays++;
  } else if (!pos || pos.epoch !== ack.epoch || ack.seq > pos.seq) {
    entry.position = { epoch: ack.epoch, seq: ack.seq };
  }
  entry.recovering = false;
}

/**
 * Judges one patch and advances the channel when it is the next one. The caller resubscribes on `gap` and
 * `epoch`; `held` patches arrived while a resubscribe is under way and will be replayed.
 * @param {SeqTracker} tracker
 * @param {string} channel
 * @param {string} epoch
 * @param {number} seq
 * @returns {PatchVerdict}
 */
export function onPatch(tracker, channel, epoch, seq) {
  const entry = track(tracker, channel);
  const counts = tracker.counts;
  const pos = entry.position;
  if (!pos) {
    // Sent between joining the room and the snapshot/ack: the snapshot will include it.
    counts.early++;
    return 'early';
  }
  if (epoch !== pos.epoch) {
    if (entry.recovering) {
      counts.held++;
      return 'held';
    }
    counts.epochChanges++;
    entry.recovering = true;
    return 'epoch';
  }
  if (seq <= pos.seq) {
    counts.duplicates++;
    return 'duplicate';
  }
  if (seq === pos.seq + 1) {
    entry.position = { epoch, seq };
    counts.delivered++;
    return 'next';
  }
  if (entry.recovering) {
    counts.held++;
    return 'held';
  }
  counts.gaps++;
  entry.recovering = true;
  return 'gap';
}

/**
 * Sums the counts of many connections.
 * @param {SeqCounts[]} list
 * @returns {SeqCounts}
 */
export function sumCounts(list) {
  const total = emptyCounts();
  for (const counts of list) {
    for (const key of /** @type {(keyof SeqCounts)[]} */ (Object.keys(total))) total[key] += counts[key];
  }
  return total;
}

/**
 * A patch the gateway emitted no later than this connection's subscribe for its channel could not have come
 * live: it is a replay from history (or a patch the snapshot already holds), and its age includes the time
 * the user was away. Both clocks are this machine's (loopback targets only).
 * @param {number} emittedAt the patch's `ts`
 * @param {number | undefined} askedAt when the subscribe was sent
 * @returns {boolean}
 */
export function isReplayed(emittedAt, askedAt) {
  return askedAt !== undefined && emittedAt <= askedAt;
}
