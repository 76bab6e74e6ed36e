import type { CompetitionInfo } from '@kuyi/shared';
import { useState } from 'react';
import { databaseApi } from '../api/database-api.ts';
import BasketballIndexSection from '../basketball/components/basketball-index-section.tsx';
import { useFeed } from '../hooks/use-feed.ts';
import { cupPath, leaguePath } from '../model/database-paths.ts';
import { searchCompetitions } from '../model/search-competitions.ts';
import FeedState from './feed-state.tsx';
import RegionList from './region-list.tsx';
import SourceCredit from './source-credit.tsx';

const linkOf = (c: CompetitionInfo) => (c.kind === 'cup' ? cupPath(c.id) : leaguePath(c.id));

/**
 * /database — every football league and cup by region, then the basketball leagues (their own read, so either
 * can fail alone), searchable by Chinese name or English alias.
 */
export default function CompetitionIndex() {
  const [text, setText] = useState('');
  const index = useFeed('index', (s) => databaseApi.index(s));
  return (
    <div className="db-page" data-testid="database-index">
      <header className="db-head">
        <div className="db-title-row">
          <h1 className="db-title">资料库</h1>
          <input
            className="db-search"
            type="search"
            aria-label="搜索赛事"
            placeholder="搜索联赛、杯赛（中文或英文）"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
      </header>
      <FeedState view={index}>
        {(data) => {
          const regions = searchCompetitions(data, text);
          // Says 足球: the 篮球 section below may still list what was searched for (NBA).
          if (regions.length === 0) return <p className="db-note">没有找到“{text.trim()}”相关的足球赛事</p>;
          return <RegionList regions={regions} linkOf={linkOf} heading="h2" />;
        }}
      </FeedState>
      <BasketballIndexSection search={text} />
      <SourceCredit />
    </div>
  );
}
