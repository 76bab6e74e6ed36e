// Busy time of a .cpuprofile (cpu-profile.cjs) by function, self and inclusive, from a given second on (so a
// service's start-up can be left out):
//   node loadtest/bench/lib/profile-summary.mjs /tmp/prof/1234.cpuprofile [from-seconds] [rows]
import { readFileSync } from 'node:fs';

const [file, fromArg = '0', rowsArg = '30'] = process.argv.slice(2);
if (!file) {
  console.error('usage: profile-summary.mjs <file.cpuprofile> [from-seconds] [rows]');
  process.exit(2);
}
/** @typedef {{ id: number, callFrame: { functionName: string, url: string, lineNumber: number }, children?: number[] }} ProfileNode */
/** @type {{ nodes: ProfileNode[], samples: number[], timeDeltas: number[] }} */
const profile = JSON.parse(readFileSync(file, 'utf8'));
/** @type {Map<number, ProfileNode>} */
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
/** @type {Map<number, number>} */
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
/** @param {number} id */
const nodeOf = (id) => /** @type {ProfileNode} */ (nodes.get(id));
/** @param {ProfileNode} n */
const label = (n) => {
  const { functionName, url, lineNumber } = n.callFrame;
  return `${functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}:${lineNumber + 1}`;
};

// Samples per node, from `from` µs after the profile's start.
const from = Number(fromArg) * 1e6;
/** @type {Map<number, number>} */
const hits = new Map();
let at = 0;
let span = 0;
for (let i = 0; i < profile.samples.length; i++) {
  const delta = profile.timeDeltas[i] ?? 0;
  const sample = profile.samples[i] ?? 0;
  at += delta;
  if (at < from) continue;
  span += delta;
  hits.set(sample, (hits.get(sample) ?? 0) + 1);
}

/** @type {Map<string, number>} */
const self = new Map();
/** @type {Map<string, number>} */
const inclusive = new Map();
let total = 0;
let idle = 0;
for (const [id, count] of hits) {
  total += count;
  const node = nodeOf(id);
  if (node.callFrame.functionName === '(idle)') {
    idle += count;
    continue;
  }
  self.set(label(node), (self.get(label(node)) ?? 0) + count);
  // A function counted once per stack, however often it recurs in it.
  const seen = new Set();
  for (let cur = /** @type {number | undefined} */ (id); cur !== undefined; cur = parent.get(cur)) {
    const key = label(nodeOf(cur));
    if (seen.has(key)) continue;
    seen.add(key);
    inclusive.set(key, (inclusive.get(key) ?? 0) + count);
  }
}
// Samples come every ~interval µs: a count becomes milliseconds at the mean interval of the range read.
const msPerSample = total ? span / total / 1000 : 0;
/** @param {number} count */
const ms = (count) => Math.round(count * msPerSample);
/** @param {Map<string, number>} map */
const top = (map) => [...map].sort((a, b) => b[1] - a[1]).slice(0, Number(rowsArg));
console.log(
  `${(span / 1e6).toFixed(1)} s read: busy ${ms(total - idle)} ms, idle ${ms(idle)} ms (ms of the main thread)`,
);
console.log('\nself:');
for (const [key, count] of top(self)) console.log(String(ms(count)).padStart(7), key);
console.log('\ninclusive:');
for (const [key, count] of top(inclusive)) console.log(String(ms(count)).padStart(7), key);
