import type { MusicSetting } from '../../../state/settings-atoms.ts';

let ctx: AudioContext | null = null;

/** Notes per sound and side: home rises, away falls, so a fan hears who scored without looking. */
const TUNES: Record<1 | 2, Record<'home' | 'away', number[]>> = {
  1: { home: [880, 1175], away: [1175, 880] },
  2: { home: [523, 659, 784], away: [784, 659, 523] },
};

/**
 * Plays the goal sound for a side (spec §3 `music`: 0 silent). Synthesised with Web Audio, so there are
 * no sound files to load; browsers keep it silent until the visitor has interacted with the page.
 */
export function playGoalSound(side: 'home' | 'away', music: MusicSetting): void {
  if (music === 0 || typeof AudioContext === 'undefined') return;
  // Browsers refuse audio before the visitor has interacted with the page; do not even try.
  if (navigator.userActivation && !navigator.userActivation.hasBeenActive) return;
  try {
    ctx ??= new AudioContext();
    const notes = TUNES[music][side];
    const wave: OscillatorType = music === 1 ? 'square' : 'sine';
    notes.forEach((freq, i) => {
      const at = (ctx as AudioContext).currentTime + i * 0.16;
      const osc = (ctx as AudioContext).createOscillator();
      const gain = (ctx as AudioContext).createGain();
      osc.type = wave;
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.12, at);
      gain.gain.exponentialRampToValueAtTime(0.001, at + 0.15);
      osc.connect(gain).connect((ctx as AudioContext).destination);
      osc.start(at);
      osc.stop(at + 0.16);
    });
  } catch {
    // No audio device or a blocked context: the visual highlight still tells the story.
  }
}
