import { MATCH_PIN_KEEP_MS, MATCH_PIN_MSG, type MatchPinList } from '@kuyi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PluginGateway, startWithPlugins } from '../api/start-with-plugins.ts';
import { registerUser } from '../api/test-backends.ts';
import { TestClient } from '../api/test-client.ts';
import { matchPinPlugin } from './match-pin-plugin.ts';

const BASE = '/api/user/matchPin';
const HOUR = 60 * 60 * 1000;

describe("[PIN5] pins age by the feed's clock, on which their kick-offs are", () => {
  let gw: PluginGateway | undefined;
  // The feed replays 2025-09-13 while the gateway's own clock is months later.
  const kickoff = Date.parse('2025-09-13T12:00:00Z');
  let feedAt = kickoff - 2 * HOUR;
  // Before the first poll answers the gateway knows no feed clock (null): its pins wait, none deleted.
  let known = true;

  beforeAll(async () => {
    gw = await startWithPlugins('PGlite', {
      dirPrefix: 'kuyi-pins-feed-',
      plugins: (api) => [
        api,
        matchPinPlugin(api, {
          writeRule: { points: 1000, durationSec: 60 },
          feedNow: () => (known ? feedAt : null),
        }),
      ],
    });
  });
  afterAll(async () => {
    await gw?.stop();
  });

  it("a pin on a replayed day's match stays on the account until the feed is 3 days past its kick-off", async () => {
    const url = gw?.url ?? '';
    const c = new TestClient(url);
    await registerUser(c);
    const list = async () => (await c.get<MatchPinList>(`${BASE}/list`)).body.data.list;

    const added = await c.post<MatchPinList>(
      `${BASE}/add`,
      { sport: 'football', matchId: '2801', kickoff },
      { origin: url },
    );
    expect(added.body.msg).toBe(MATCH_PIN_MSG.pinOk);
    expect(added.body.data.list).toEqual([{ sport: 'football', matchId: '2801', kickoff }]);
    // A reload reads the account's list again: the pin is still there.
    expect(await list()).toEqual([{ sport: 'football', matchId: '2801', kickoff }]);

    feedAt = kickoff + MATCH_PIN_KEEP_MS - HOUR;
    expect(await list()).toHaveLength(1);
    known = false;
    expect(await list()).toHaveLength(1);
    known = true;
    feedAt = kickoff + MATCH_PIN_KEEP_MS + HOUR;
    expect(await list()).toEqual([]);
  });
});
