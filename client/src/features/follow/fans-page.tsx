import { useParams } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { MyFollowsPanel, myTabOf } from './my-follows-panel.tsx';

/** /fans/:fans?: my fans (default) and my follows. */
export default function FansPage() {
  const tab = myTabOf(useParams().fans);
  useDocumentTitle(tab === 'fans' ? '我的粉丝' : '我的关注');
  return (
    <main className="follow-page">
      <MyFollowsPanel tab={tab} hrefFor={(t) => `/fans/${t}`} />
    </main>
  );
}
