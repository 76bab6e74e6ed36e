/** Business constants of spec §9, named once for every package. */
export const PHONE_LENGTH = 11;
export const SMS_CODE_LENGTH = 6;
/** The SMS button counts down this long after a send; the server refuses a resend inside it too. */
export const SMS_RESEND_SECONDS = 60;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 30;
export const FEEDBACK_MAX_IMAGES = 5;
export const FEEDBACK_TYPES = [
  '其他',
  '死机',
  '页面出错',
  '闪退',
  '咨询',
  '卡顿',
  '酷易号',
  '页面优化',
] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
/** The arena account that publishes the model's picks; pages badge its picks with the same words. */
export const MODEL_USER_NAME = '模型推荐';
export const SERVICE_HOURS = { open: '10:00', close: '22:00' } as const;
export const BACK_TO_TOP_MS = 1000;
/** Data fetches resolve no sooner than this, so loading states do not flash. */
export const MIN_FETCH_DELAY_MS = 200;
export const PAGE_SIZE = {
  forumBlock: 3,
  posts: 20,
  comments: 20,
  commentPreview: 2,
  newsComments: 5,
  specialAreas: 5,
} as const;
/** `lang` parameter values the score centre expects. */
export const LANG = { schedules: 0, leaguePoints: 2 } as const;
export const DEFAULT_ODDS_TYPE = 2;
export const CHUNK_RELOAD_GUARD_MS = 60_000;
/** titan007 moves finished rows to the bottom of the live list after this long. */
export const FINISHED_ROW_SINK_MS = 25_000;

/** Default client settings (spec §3). */
export const DEFAULT_SETTINGS = {
  pan: { ya: true, da: true, ou: false },
  music: 1,
  setting: { rank: true, red: true, yellow: true, goal: true, odds: true, history: true },
} as const;
