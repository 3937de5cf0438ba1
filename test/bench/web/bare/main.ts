import { createElement as h, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router';

// The benchmark's baseline: a bare Vite + React + react-router page, built and
// measured in the same run as the store (test/bench/web/run.ts). Plain
// createElement, so the repository's TypeScript settings need no JSX here.
function Layout() {
  return h(
    'div',
    { style: { fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '0 auto', padding: 16 } },
    h('nav', null, h(Link, { to: '/' }, 'Home'), ' · ', h(Link, { to: '/about' }, 'About')),
    h(Outlet),
  );
}

const router = createBrowserRouter([
  {
    element: h(Layout),
    children: [
      { path: '*', element: h('h1', null, 'A bare Vite, React and react-router page') },
      { path: '/about', element: h('p', null, 'Nothing else here.') },
    ],
  },
]);

createRoot(document.getElementById('root')!).render(h(StrictMode, null, h(RouterProvider, { router })));
