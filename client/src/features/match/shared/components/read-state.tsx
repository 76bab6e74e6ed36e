import LoadError from '../../../../components/load-error.tsx';
import type { Load } from '../hooks/use-load.ts';

/** A tab's REST read that is not ready: the loading line, or why it failed with 重试. */
export default function ReadState({
  load,
  loading,
  onRetry,
}: {
  load: Load<unknown>;
  loading: string;
  onRetry: () => void;
}) {
  if (load.kind === 'error') return <LoadError msg={load.msg} onRetry={onRetry} />;
  return (
    <p className="fm-state" role="status">
      {loading}
    </p>
  );
}
