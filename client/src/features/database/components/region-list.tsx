import type { CompetitionInfo } from '@kuyi/shared';
import { Link } from 'react-router-dom';
import { seasonRangeText } from '../model/season-range.ts';

/** The index's competitions by region, each linking to its page with its seasons' range (both sports). */
export default function RegionList({
  regions,
  linkOf,
  heading: Heading,
}: {
  regions: readonly { region: string; competitions: readonly CompetitionInfo[] }[];
  linkOf: (c: CompetitionInfo) => string;
  /** h2 under the page's title (football), h3 under a sport's own title (basketball). */
  heading: 'h2' | 'h3';
}) {
  return (
    <div className="db-regions">
      {regions.map((r) => (
        <section key={r.region} className="db-region">
          <Heading>{r.region}</Heading>
          <ul>
            {r.competitions.map((c) => (
              <li key={c.id}>
                <Link to={linkOf(c)} style={{ borderLeftColor: c.color }}>
                  <b>{c.name}</b>
                  <small>{c.alias}</small>
                  {c.seasons && c.seasons.length > 0 && <em>{seasonRangeText(c.seasons)}</em>}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
