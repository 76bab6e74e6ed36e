import type { UserInfo } from '@kuyi/shared';
import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { userInfoAtom } from '../../state/user-atoms.ts';
import { userareaApi } from './api/userarea-api.ts';

export type MyInfo =
  | { status: 'loading' }
  | { status: 'ready'; info: UserInfo }
  | { status: 'error'; msg: string };

/** The logged-in user's full profile; `update` also refreshes the header's copy. */
export function useMyInfo(): { state: MyInfo; update: (info: UserInfo) => void } {
  const [state, setState] = useState<MyInfo>({ status: 'loading' });
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
  }, []);
  return { state, update };
}
