import { Provider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createAppStore } from './app/create-app-store.ts';
import { routes } from './app/routes.tsx';
import './app/base.css';
import './components/overlays.css';
import './components/shell.css';
import { appDownloadUrl } from './lib/app-download-url.ts';
import { isChunkLoadError, reloadOnceForChunkError } from './lib/chunk-reload-guard.ts';
import { mobileRedirect } from './lib/is-mobile.ts';

const target = mobileRedirect(navigator.userAgent, window.location.href, appDownloadUrl());
if (target) {
  window.location.replace(target);
} else {
  // Route chunks that fail reach the router's error page (route-error.tsx), which reloads at the new
  // URL; this catches chunks imported outside routing.
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason))
      reloadOnceForChunkError(window.sessionStorage, () => window.location.reload());
  });
  const store = createAppStore();
  const router = createBrowserRouter(routes);
  const root = document.getElementById('root');
  if (root) {
    createRoot(root).render(
      <StrictMode>
        <Provider store={store}>
          <RouterProvider router={router} />
        </Provider>
      </StrictMode>,
    );
  }
}
