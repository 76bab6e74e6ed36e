import { NEWS_LIMITS } from '@kuyi/shared';
import { useAtomValue } from 'jotai';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import LoadError from '../../components/load-error.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { userInfoAtom } from '../../state/user-atoms.ts';
import { useLoad } from '../forum/use-load.ts';
import { newsApi } from './api/news-api.ts';
import { NewsList } from './components/news-list.tsx';
import { Pager } from './components/news-pager.tsx';
import { NEWS_EDIT_PATH, newsListPath, newsTypePath } from './news-paths.ts';
import './news.css';

const positive = (v: string | undefined) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * /newsMore/:page? (every article) and /newsDou/:type?/:page? (one column), newest first, 20 a page, with
 * the columns of getNewsChildType as tabs. /news without an id lands here too.
 */
export default function NewsListPage() {
  const params = useParams();
  const type = positive(params.type) ?? undefined;
  const page = positive(params.page) ?? 1;
  // [N1] The snapshot page 1 was read from: 上一页/下一页 and a reload stay on it, so a match report written
  // meanwhile neither repeats an article nor hides one; the tabs and 返回第一页 drop it to show new articles.
  const asOf = useSearchParams()[0].get('asOf') || undefined;
  const navigate = useNavigate();
  const isAdmin = useAtomValue(userInfoAtom)?.isAdmin === true;
  const [types] = useLoad('news:types', () => newsApi.childTypes(0));
  const [state, reload] = useLoad(`news:list:${type ?? 0}:${page}:${asOf ?? ''}`, () =>
    newsApi.list({ page, limit: NEWS_LIMITS.perPage, childType: type, asOf }),
  );
  const typeName = types.status === 'ready' ? types.data.find((t) => t.id === type)?.name : undefined;
  useDocumentTitle(typeName ? `${typeName}资讯` : '资讯');
  return (
    <div className="news-page">
      <div className="news-head">
        <h1>{typeName ? `${typeName}资讯` : '最新资讯'}</h1>
        {isAdmin && (
          <Link className="btn btn-primary btn-sm" to={NEWS_EDIT_PATH}>
            发布资讯
          </Link>
        )}
      </div>
      <nav className="news-tabs" aria-label="资讯分类">
        <Link className={type === undefined ? 'active' : ''} to={newsListPath()}>
          全部
        </Link>
        {types.status === 'ready' &&
          types.data.map((t) => (
            <Link key={t.id} className={t.id === type ? 'active' : ''} to={newsTypePath(t.id)}>
              {t.name}
            </Link>
          ))}
      </nav>
      {state.status === 'loading' && <p className="news-note">加载中…</p>}
      {state.status === 'error' && (
        <LoadError
          msg={state.msg}
          onRetry={reload}
          actions={
            asOf && <Link to={type === undefined ? newsListPath() : newsTypePath(type)}>返回第一页</Link>
          }
        />
      )}
      {state.status === 'ready' &&
        (state.data.list.length === 0 && state.data.total > 0 ? (
          // An old link past the last page: the column has news, this page has none.
          <p className="news-note">
            该页暂无资讯，
            <Link to={type === undefined ? newsListPath() : newsTypePath(type)}>返回第一页</Link>
          </p>
        ) : state.data.list.length === 0 ? (
          <p className="news-note">暂无资讯</p>
        ) : (
          <>
            <NewsList items={state.data.list} />
            <Pager
              page={page}
              total={state.data.total}
              limit={state.data.limit}
              onPage={(p) => {
                const snap = state.data.asOf || asOf;
                navigate(type === undefined ? newsListPath(p, snap) : newsTypePath(type, p, snap));
              }}
            />
          </>
        ))}
    </div>
  );
}
