/** Placeholder replaced by the feature's page (issue 10). */
export default function Page() {
  return <section className="page-card" />;
}
