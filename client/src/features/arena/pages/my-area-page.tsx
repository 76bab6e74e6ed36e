import { useAtomValue } from 'jotai';
import { isLoginAtom, userInfoAtom } from '../../../state/user-atoms.ts';
import { ArenaLoginPrompt } from '../components/login-prompt.tsx';
import { ExpertView } from './expert-page.tsx';
import '../arena.css';

/** /forecastArea/userPersonal: my own recommender page (record, chart, picks) as others see it. */
export default function MyAreaPage() {
  const isLogin = useAtomValue(isLoginAtom);
  const me = useAtomValue(userInfoAtom);
  if (!isLogin || !me)
    return (
      <div className="arena">
        <ArenaLoginPrompt what="您的推荐主页" />
      </div>
    );
  return <ExpertView userId={Number(me.id)} />;
}
