import { useState } from 'react';
import { Link } from 'react-router-dom';
import { showToast } from '../../../lib/toast.ts';
import { useLoad } from '../../forum/use-load.ts';
import { newsApi } from '../api/news-api.ts';
import { newsPath } from '../news-paths.ts';
import { newsTime } from '../news-time.ts';
import { Pager } from './news-pager.tsx';

/** The admins' view of every article: published, scheduled (定时) or deleted, with 删除. */
export function AdminNewsList() {
  const [page, setPage] = useState(1);
  const [state, reload] = useLoad(`news:admin:${page}`, () => newsApi.adminList(page));
  const remove = async (id: number) => {
    if (!window.confirm('确定删除这篇资讯吗？')) return;
    const res = await newsApi.remove(id);
    showToast(res.msg, res.ok ? 'success' : 'error');
    if (res.ok) reload();
  };
  return (
    <section className="news-admin" aria-label="全部资讯">
      <h2>全部资讯</h2>
      {state.status === 'loading' && <p className="news-note">加载中…</p>}
      {state.status === 'error' && <p className="news-note news-error">{state.msg}</p>}
      {state.status === 'ready' && (
        <>
          <table className="news-admin-table">
            <thead>
              <tr>
                <th>标题</th>
                <th>分类</th>
                <th>发布时间</th>
                <th>状态</th>
                <th>操作</th>
              </tr>
            </thead>
            <tbody>
              {state.data.list.map((n) => (
                <tr key={n.id}>
                  <td>{n.deleted || n.scheduled ? n.title : <Link to={newsPath(n.id)}>{n.title}</Link>}</td>
                  <td>{n.childTypeName}</td>
                  <td>{newsTime(n.publishAt)}</td>
                  <td>{n.deleted ? '已删除' : n.scheduled ? '定时' : '已发布'}</td>
                  <td>
                    {!n.deleted && (
                      <button type="button" className="btn btn-sm" onClick={() => void remove(n.id)}>
                        删除
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager page={page} total={state.data.total} limit={state.data.limit} onPage={setPage} />
        </>
      )}
    </section>
  );
}
