import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import SideBar from '../components/side-bar.tsx';
import SiteFooter from '../components/site-footer.tsx';
import SiteHeader from '../components/site-header.tsx';
import Toaster from '../components/toaster.tsx';
import FeedbackModal from '../features/feedback/components/feedback-modal.tsx';
import { usePinSync } from '../features/scores/sync/use-pin-sync.ts';
import { useRouteTitle } from '../lib/use-document-title.ts';
import { isRegistPageAtom } from '../state/user-atoms.ts';

const LoginModal = lazy(() => import('../features/auth/login-modal.tsx'));
const ReminderCenter = lazy(() => import('../features/ai/reminder-center.tsx'));

/** The shell around every page: header, page, footer, side bar, the login and feedback modals, toasts. */
export default function RootLayout() {
  // Client-side navigation keeps <title> in step with the route table the gateway injected on first load ([S1]).
  const location = useLocation();
  useRouteTitle(location.pathname, location.search);
  // The fan's 置顶 pins follow the account when logged in ([PIN1]).
  usePinSync();
  // The register page has its own full-page form: no floating bar or login box over it (spec §2).
  const isRegistPage = useAtomValue(isRegistPageAtom);
  return (
    <div className="app">
      <SiteHeader />
      <main className="site-main">
        <Outlet />
      </main>
      <SiteFooter />
      {!isRegistPage && <SideBar />}
      {!isRegistPage && (
        <Suspense fallback={null}>
          <LoginModal />
        </Suspense>
      )}
      <FeedbackModal />
      <Suspense fallback={null}>
        <ReminderCenter />
      </Suspense>
      <Toaster />
      <ScrollRestoration />
    </div>
  );
}
