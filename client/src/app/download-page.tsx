import { Link } from 'react-router-dom';

/** /download: the app download page; mobile visitors land here (spec §1). */
export default function DownloadPage() {
  return (
    <section className="page-card download-page">
      <div className="download-logo">酷易</div>
      <h1>酷易体育 APP</h1>
      <p>随时随地查看足球、篮球即时比分，进球、红牌第一时间提醒。</p>
      <p className="muted">APP 正在上架中，上架后可在此扫码或直接下载安装。</p>
      <p>
        <Link to="/football">在网页查看即时比分</Link>
      </p>
    </section>
  );
}
