import type { Load } from '../../shared/hooks/use-load.ts';

/** A tab's loading or error state while its REST read is not ready. */
export default function TabState({ load, loading }: { load: Load<unknown>; loading: string }) {
  if (load.kind === 'error')
    return (
      <p className="fm-state error" role="alert">
        {load.msg}
      </p>
    );
  return <p className="fm-state">{loading}</p>;
}
