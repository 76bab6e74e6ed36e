import type { TechStat } from '@kuyi/shared';
import { useMemo } from 'react';
import StatBarList from '../../shared/components/stat-bar-list.tsx';
import { statBars } from '../model/stat-bars.ts';
import './tech-stats.css';

/** 技术统计: every line the feed sends as paired bars growing out from the middle. */
export default function TechStats({ tech }: { tech: Readonly<Record<string, TechStat>> }) {
  const bars = useMemo(() => statBars(tech), [tech]);
  return <StatBarList bars={bars} empty="暂无技术统计" testId="tech-stats" />;
}
