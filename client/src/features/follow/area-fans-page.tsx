import { useSearchParams } from 'react-router-dom';
import { MyFollowsPanel, myTabOf } from './my-follows-panel.tsx';

/** /userarea/areaFans: my fans and my follows inside the user centre (`?tab=attention` for follows). */
export default function AreaFansPage() {
  const [params] = useSearchParams();
  return (
    <MyFollowsPanel
      tab={myTabOf(params.get('tab'))}
      hrefFor={(t) => (t === 'fans' ? '/userarea/areaFans' : '/userarea/areaFans?tab=attention')}
    />
  );
}
