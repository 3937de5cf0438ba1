import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router';

// The benchmark's baseline: a bare Vite + React + react-router page, built and
// measured in the same run as the store (test/bench/web/run.ts).
function Layout() {
  return (
    <div style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '0 auto', padding: 16 }}>
      <nav>
        <Link to="/">Home</Link> · <Link to="/about">About</Link>
      </nav>
      <Outlet />
    </div>
  );
}

const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: '*', element: <h1>A bare Vite, React and react-router page</h1> },
      { path: '/about', element: <p>Nothing else here.</p> },
    ],
  },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
