// First: before any chunk with zod evaluates (src/zod-without-eval.ts).
import './zod-without-eval.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/fonts.ts';
import './styles/global.css';
import { bootstrap } from './app/bootstrap.ts';
import { AppProviders } from './app/providers.tsx';
import { preloadLinksOnIntent } from './app/lazy-page.ts';
import { AppRouter, preloadRoute } from './app/router.tsx';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element.');

// The first page's chunk loads while the runtime configuration does.
preloadRoute(window.location.pathname);
preloadLinksOnIntent(preloadRoute);
await bootstrap();

createRoot(rootElement).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
