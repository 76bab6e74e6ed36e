/** /disclaimer: the data disclaimer every score site carries. */
export default function DisclaimerPage() {
  return (
    <section className="page-card prose">
      <h1>免责声明</h1>
      <p>
        本站提供的比分、赛程、赔率指数及各类数据仅供参考，我们尽力保证其及时与准确，但不对数据的完整性与准确性作任何保证。
      </p>
      <p>本站不提供任何形式的博彩服务，严禁利用本站数据从事任何违法活动。</p>
      <p>用户在本站发布的内容仅代表其个人观点，与本站立场无关。</p>
    </section>
  );
}
