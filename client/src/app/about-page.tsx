import { SERVICE_HOURS } from '@kuyi/shared';

/** /about: who we are and how to reach us (the footer's 联系我们 points at #contact). */
export default function AboutPage() {
  return (
    <section className="page-card prose">
      <h1>关于酷易体育</h1>
      <p>
        酷易体育是面向球迷的体育赛事平台，为足球、篮球爱好者提供快速、稳定的即时比分直播、赛程赛果、完场比分、
        赔率指数与联赛资料数据，并提供赛事分析、资讯与球迷社区。
      </p>
      <h2 id="contact">联系我们</h2>
      <p>
        如在使用中遇到问题或有任何建议，欢迎通过页面右侧的"意见反馈"告诉我们。客服在线时间：每天{' '}
        {SERVICE_HOURS.open}–{SERVICE_HOURS.close}。
      </p>
    </section>
  );
}
