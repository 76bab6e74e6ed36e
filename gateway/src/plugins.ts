import { agreementPlugin } from './agreement/agreement-plugin.ts';
import { apiPlugin } from './api/api-plugin.ts';
import { arenaPlugin } from './arena/arena-plugin.ts';
import { chatPlugin } from './chat/chat-plugin.ts';
import { followPlugin } from './follow/follow-plugin.ts';
import { forumPlugin } from './forum/forum-plugin.ts';
import { FinishWatch } from './jobs/finish-watch.ts';
import { livePlugin } from './live/live-plugin.ts';
import { matchPinPlugin } from './match-pins/match-pin-plugin.ts';
import { memberPlugin } from './member/member-plugin.ts';
import { newsPlugin } from './news/news-plugin.ts';
import { notifyPlugin } from './notify/notify-plugin.ts';
import { ocpcPlugin } from './ocpc/ocpc-plugin.ts';
import { paymentPlugin } from './payment/payment-plugin.ts';
import type { GatewayPlugin } from './plugin.ts';
import { envelopePlugin } from './redenvelope/envelope-plugin.ts';
import { reminderPlugin } from './reminder/reminder-plugin.ts';
import { walletPlugin } from './wallet/wallet-plugin.ts';

/** The gateway's parts in start order. Each owns its folder. */
export function createPlugins(): GatewayPlugin[] {
  const api = apiPlugin();
  const live = livePlugin();
  // Background jobs that read the feed's whole day run on the leading replica only, and only once the
  // leader's list patches show a match that ended, over those matches (a full pass every two minutes is the
  // net): see jobs/finish-watch.ts. The model's picks likewise wait for a match new to the list.
  const isLeader = () => live.isLeader();
  const finishes = new FinishWatch();
  live.onPatch(finishes.onPatch);
  // The arena's pages read days through the /sc/api proxy's cache, shared with the fans' list loads.
  const arena = arenaPlugin(api, {
    isLeader,
    finishes,
    feedNow: () => live.feedNow(),
    feedClockKnown: () => live.feedClockKnown(),
    readThrough: (url) => live.readThrough(url),
  });
  const ocpc = ocpcPlugin(api);
  return [
    live,
    api,
    agreementPlugin(api),
    followPlugin(api),
    matchPinPlugin(api, { feedNow: () => (live.feedClockKnown() ? live.feedNow() : null) }),
    walletPlugin(api),
    envelopePlugin(api),
    forumPlugin(api),
    notifyPlugin(api, { isLeader }),
    arena,
    newsPlugin(api, {
      isLeader,
      finishes,
      feedRate: () => live.feedRate(),
      feedNow: () => live.feedNow(),
    }),
    chatPlugin(live, api),
    reminderPlugin(api, live, arena),
    ocpc,
    paymentPlugin(api, { ocpc }),
    memberPlugin(api),
  ];
}
