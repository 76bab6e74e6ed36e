import { useEffect, useState } from 'react';
import Pager from '../../components/pager.tsx';
import { postJson, requestJson } from '../../lib/http/request-json.ts';
import { beijingDateTime } from '../../lib/time/beijing-date.ts';
import '../payment/payment.css';

interface FeedbackItem {
  id: number;
  userName: string | null;
  feedbackType: string;
  feedbackDetail: string;
  imgList: string[];
  phone: string;
  status: 'open' | 'closed';
  createdAt: string;
}
interface FeedbackPage {
  list: FeedbackItem[];
  total: number;
  page: number;
  limit: number;
}

const STATUS: [string, string][] = [
  ['open', '待处理'],
  ['closed', '已处理'],
  ['all', '全部'],
];

/** /userarea/feedbackAdmin (issue 16): admins read the side bar's feedback and mark it handled. */
export default function FeedbackAdminPage() {
  const [status, setStatus] = useState('open');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<FeedbackPage | null>(null);
  const [error, setError] = useState('');
  const [reload, setReload] = useState(0);

  useEffect(() => {
    void reload;
    const ctl = new AbortController();
    setError('');
    requestJson<FeedbackPage>(
      `/api/admin/feedback/list?status=${status}&page=${page}&limit=20`,
      {},
      ctl.signal,
    )
      .then((r) => {
        if (!r.ok) return setError(r.msg);
        // A page past the end (its last item just closed here) turns to the last page with items, rather
        // than 暂无反馈 with no pager while items remain.
        const last = Math.max(1, Math.ceil(r.data.total / r.data.limit));
        if (r.data.list.length === 0 && page > last) return setPage(last);
        setData(r.data);
      })
      .catch(() => undefined);
    return () => ctl.abort();
  }, [status, page, reload]);

  const close = async (id: number) => {
    const r = await postJson(`/api/admin/feedback/close`, { id });
    if (r.ok) setReload((n) => n + 1);
    else setError(r.msg);
  };

  return (
    <div className="feedback-admin">
      <h2>意见反馈管理</h2>
      <div className="payment-tabs" role="tablist">
        {STATUS.map(([key, label]) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={status === key}
            onClick={() => {
              setStatus(key);
              setPage(1);
            }}
          >
            {label}
          </button>
        ))}
      </div>
      {error && <p className="field-error">{error}</p>}
      {!data && !error && <p>加载中…</p>}
      {data && data.list.length === 0 && <p>暂无反馈</p>}
      {data && data.list.length > 0 && (
        <table>
          <thead>
            <tr>
              <th>时间</th>
              <th>类型</th>
              <th>内容</th>
              <th>用户/电话</th>
              <th>状态</th>
            </tr>
          </thead>
          <tbody>
            {data.list.map((f) => (
              <tr key={f.id}>
                <td>{beijingDateTime(f.createdAt)}</td>
                <td>{f.feedbackType}</td>
                <td>
                  {f.feedbackDetail || '（无文字）'}
                  {f.imgList.map((src) => (
                    <a key={src} href={src} target="_blank" rel="noreferrer">
                      [图片]
                    </a>
                  ))}
                </td>
                <td>
                  {f.userName ?? '匿名'}
                  {f.phone && <div>{f.phone}</div>}
                </td>
                <td>
                  {f.status === 'open' ? (
                    <button type="button" className="btn" onClick={() => close(f.id)}>
                      标记已处理
                    </button>
                  ) : (
                    '已处理'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {data && <Pager page={page} total={data.total} limit={data.limit} onPage={setPage} />}
    </div>
  );
}
