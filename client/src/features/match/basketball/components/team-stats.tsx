import type { TechStat } from '@kuyi/shared';
import { memo, useMemo } from 'react';
import StatBarList from '../../shared/components/stat-bar-list.tsx';
import { teamStatBars } from '../model/team-stats.ts';
import '../../football/components/tech-stats.css';

/** 球队统计: the feed's team totals as paired bars growing out from the middle (the football page's look). */
function TeamStats({ tech }: { tech: Readonly<Record<string, TechStat>> }) {
  const bars = useMemo(() => teamStatBars(tech), [tech]);
  return <StatBarList bars={bars} empty="暂无球队统计" testId="team-stats" />;
}

export default memo(TeamStats);
