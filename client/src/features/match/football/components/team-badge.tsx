import { teamColour, teamInitial } from '../model/team-colour.ts';

/** A club's crest stand-in: its initial on its own colour (the feed has no crests). */
export default function TeamBadge({ id, name, size = 56 }: { id: string; name: string; size?: number }) {
  return (
    <span
      className="fm-badge"
      aria-hidden="true"
      style={{ background: teamColour(id), width: size, height: size, fontSize: size * 0.45 }}
    >
      {teamInitial(name)}
    </span>
  );
}
