// First: before any chunk with zod evaluates (src/zod-without-eval.ts).
import './zod-without-eval.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles/fonts.ts';
import './styles/global.css';
import { bootstrap } from './app/bootstrap.ts';
import { AppProviders } from './app/providers.tsx';
import { preloadLinksOnIntent, preloadPages } from './app/lazy-page.ts';
import { preloadRoute, publicPagesOf } from './app/page-routes.tsx';
import { AppRouter, startRouter } from './app/router.tsx';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element.');

preloadLinksOnIntent(preloadRoute);

// The next task: what is left of start-up runs after the browser has had its turn (docs/performance.md#prerendered-pages).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Start-up in short tasks rather than one long one: the modules evaluate; the first page is matched (the first ranking
// of the route table); its chunks start loading (a <link> per chunk costs the main thread a few milliseconds); the
// router is created and finds them on the way (it loads an /internal page itself). Not a top-level await: the route
// modules import this chunk, which must finish evaluating before they can.
// A prerendered page stays as it is until the app can render the same page whole (runtime configuration and route
// modules in); the first render is a transition, so it yields to the browser every few milliseconds.
const routerStarted = nextTask()
  .then(() => publicPagesOf(window.location.pathname))
  .then(async (pages) => {
    await nextTask();
    preloadPages(pages);
    await nextTask();
    return startRouter();
  });
void Promise.all([bootstrap(), routerStarted]).then(([, router]) => {
  const app = (
    <StrictMode>
      <AppProviders>
        <AppRouter router={router} />
      </AppProviders>
    </StrictMode>
  );
  startTransition(() => {
    // A prerendered page is hydrated: React adopts the elements on screen instead of painting them again.
    if (rootElement.firstElementChild) hydrateRoot(rootElement, app);
    else createRoot(rootElement).render(app);
  });
});
