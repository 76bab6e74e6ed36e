// A CPU profile of a benchmarked service, written when it exits. --cpu-prof is not allowed in NODE_OPTIONS,
// so this file starts the inspector's profiler instead:
//   BENCH_GATEWAY_NODE_OPTIONS="--require $PWD/loadtest/bench/lib/cpu-profile.cjs" CPU_PROFILE_DIR=/tmp/prof \
//     npm run bench -w loadtest -- fanout --sizes 5000
// Open the .cpuprofile in Chrome DevTools (Performance) or speedscope.
const { Session } = require('node:inspector');
const { mkdirSync, writeFileSync } = require('node:fs');
const path = require('node:path');

const dir = process.env.CPU_PROFILE_DIR || process.cwd();
const session = new Session();
session.connect();
session.post('Profiler.enable');
// 1 ms samples: tens of thousands over a window, with little overhead of their own.
session.post('Profiler.setSamplingInterval', { interval: 1000 });
session.post('Profiler.start');

// The in-process inspector answers synchronously, so the profile can still be written from 'exit'.
process.once('exit', () => {
  session.post('Profiler.stop', (err, result) => {
    if (err) return;
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `${process.pid}.cpuprofile`), JSON.stringify(result.profile));
  });
});
