import type { UserInfo } from '@kuyi/shared';
import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { userInfoAtom } from '../../state/user-atoms.ts';
import { userareaApi } from './api/userarea-api.ts';

export type MyInfo =
  | { status: 'loading' }
  | { status: 'ready'; info: UserInfo }
  | { status: 'error'; msg: string };

/** The logged-in user's full profile; `update` also refreshes the header's copy; `reload` is 重试. */
export function useMyInfo(): { state: MyInfo; update: (info: UserInfo) => void; reload: () => void } {
  const [state, setState] = useState<MyInfo>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  const setUser = useSetAtom(userInfoAtom);
  const update = useCallback(
    (info: UserInfo) => {
      setState({ status: 'ready', info });
      setUser(info);
    },
    [setUser],
  );
  useEffect(() => {
    let live = true;
    void userareaApi.selectById().then((res) => {
      if (!live) return;
      setState(res.ok ? { status: 'ready', info: res.data } : { status: 'error', msg: res.msg });
    });
    return () => {
      live = false;
    };
  }, [attempt]); // attempt: the 重试 trigger
  return { state, update, reload };
}
