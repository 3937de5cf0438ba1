// First: before any chunk with zod evaluates (src/zod-without-eval.ts).
import './zod-without-eval.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles/fonts.ts';
import './styles/global.css';
import { bootstrap } from './app/bootstrap.ts';
import { AppProviders } from './app/providers.tsx';
import { preloadLinksOnIntent } from './app/lazy-page.ts';
import { preloadRoute } from './app/page-routes.tsx';
import { AppRouter, routerReady } from './app/router.tsx';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element.');

// The first page's chunk loads while the runtime configuration does.
preloadRoute(window.location.pathname);
preloadLinksOnIntent(preloadRoute);

const app = (
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>
);

// A prerendered page stays as it is until the app can render the same page whole: the runtime configuration is in and
// the page's route modules have loaded. Not a top-level await: those modules import this chunk, which must finish
// evaluating before they can.
// In a transition, the first render yields to the browser every few milliseconds instead of holding the main thread for
// one long task (docs/performance.md#prerendered-pages).
void Promise.all([bootstrap(), routerReady()]).then(() =>
  startTransition(() => {
    // A prerendered page is hydrated: React adopts the elements on screen instead of painting them again.
    if (rootElement.firstElementChild) hydrateRoot(rootElement, app);
    else createRoot(rootElement).render(app);
  }),
);
