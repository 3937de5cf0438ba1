import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/fonts.ts';
import './styles/global.css';
import { bootstrap } from './app/bootstrap.ts';
import { AppProviders } from './app/providers.tsx';
import { AppRouter } from './app/router.tsx';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element.');

await bootstrap();

createRoot(rootElement).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
