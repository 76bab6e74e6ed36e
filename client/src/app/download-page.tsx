import { Link } from 'react-router-dom';
import { appDownloadUrl } from '../lib/app-download-url.ts';
import { useBdVid } from '../lib/use-bd-vid.ts';
import { DownloadQr } from './download-qr.tsx';
import './download-page.css';

/** The configured download address with the ad click id kept, so an install is attributed (spec §2). */
function withClickId(url: string, bdVid: string | null): string {
  if (!bdVid) return url;
  const u = new URL(url);
  u.searchParams.set('bd_vid', bdVid);
  return u.href;
}

function WebLinks() {
  return (
    <p className="download-links">
      <Link to="/football">足球即时比分</Link>
      <Link to="/basketball">篮球即时比分</Link>
    </p>
  );
}

/**
 * /download (spec §2 side bar and header). With an app download site configured (`APP_DOWNLOAD_URL`) it
 * links it; without one it says plainly that there is no app yet and sends the fan to the live scores.
 */
export default function DownloadPage() {
  const bdVid = useBdVid();
  const configured = appDownloadUrl();
  const url = configured ? withClickId(configured, bdVid) : null;
  return (
    <section className="page-card download-page">
      <div className="download-logo" aria-hidden="true">
        酷易
      </div>
      <h1>酷易体育 APP</h1>
      <p>随时随地查看足球、篮球即时比分，进球、红牌第一时间提醒。</p>
      {url ? (
        <div className="download-app" data-testid="download-configured">
          <DownloadQr url={url} />
          <a className="download-button" href={url} rel="noopener">
            下载酷易体育 APP
          </a>
          <p className="muted">在手机浏览器中打开以下地址即可下载安装：</p>
          <p className="download-url">
            <a href={url} rel="noopener">
              {url}
            </a>
          </p>
        </div>
      ) : (
        <div className="download-none" data-testid="download-unavailable">
          <p className="download-honest">
            酷易体育 App 暂未上架，请直接在手机浏览器访问本站，比分与直播功能完整可用。
          </p>
          <p className="muted">
            手机浏览器访问：<span className="download-url">{window.location.host}</span>
          </p>
        </div>
      )}
      <WebLinks />
    </section>
  );
}
