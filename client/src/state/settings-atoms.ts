import { BEIJING_TIME_ZONE, DEFAULT_SETTINGS } from '@kuyi/shared';
import { atom } from 'jotai';

/** Which odds columns the live tables show: 亚盘 (ya), 大小 (da), 欧赔 (ou). Spec §3 defaults. */
export interface PanSettings {
  ya: boolean;
  da: boolean;
  ou: boolean;
}

/** Goal sound: 0 off, 1 the default whistle, 2 a softer chime. */
export type MusicSetting = 0 | 1 | 2;

/** Display flags of the live tables (spec §3), all on by default. */
export interface DisplaySettings {
  rank: boolean;
  red: boolean;
  yellow: boolean;
  goal: boolean;
  odds: boolean;
  history: boolean;
}

export const panAtom = atom<PanSettings>({ ...DEFAULT_SETTINGS.pan });
export const musicAtom = atom<MusicSetting>(DEFAULT_SETTINGS.music);
export const settingAtom = atom<DisplaySettings>({ ...DEFAULT_SETTINGS.setting });
/** [T1] The clock kick-off times are shown on (an IANA zone or 'local'); match days stay Beijing days. */
export const timeZoneAtom = atom<string>(BEIJING_TIME_ZONE);
