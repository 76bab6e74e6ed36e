import { teamColour, teamInitial } from '../model/team-colour.ts';

/**
 * A club's crest stand-in: its initial on its own colour (the feed has no crests), or on the colour the
 * match gives it (`colour`, matchColours: an away side whose colour clashes wears a change colour).
 */
export default function TeamBadge({
  id,
  name,
  size = 56,
  colour,
}: {
  id: string;
  name: string;
  size?: number;
  colour?: string;
}) {
  return (
    <span
      className="fm-badge"
      aria-hidden="true"
      style={{ background: colour ?? teamColour(id), width: size, height: size, fontSize: size * 0.45 }}
    >
      {teamInitial(name)}
    </span>
  );
}
