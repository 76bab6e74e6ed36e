import type { Sport } from '@kuyi/shared';
import type { ComponentType } from 'react';
import { basketballConfig, footballConfig } from '../model/sport-config.ts';
import DayPage from './day-page.tsx';
import LivePage from './live-page.tsx';
import ScoresLayout from './scores-layout.tsx';

export interface SportPages {
  Layout: ComponentType;
  Live: ComponentType;
  End: ComponentType;
  Schedule: ComponentType;
}

const football: SportPages = {
  Layout: () => <ScoresLayout config={footballConfig} />,
  Live: () => <LivePage config={footballConfig} />,
  End: () => <DayPage config={footballConfig} mode="end" />,
  Schedule: () => <DayPage config={footballConfig} mode="schedule" />,
};

const basketball: SportPages = {
  Layout: () => <ScoresLayout config={basketballConfig} />,
  Live: () => <LivePage config={basketballConfig} />,
  End: () => <DayPage config={basketballConfig} mode="end" />,
  Schedule: () => <DayPage config={basketballConfig} mode="schedule" />,
};

/** The route components of a sport's score pages, each bound to its sport's config. */
export const sportPages: Record<Sport, SportPages> = { football, basketball };
