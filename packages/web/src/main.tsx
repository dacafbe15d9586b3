import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { paths } from './config/paths';
import { setNavigator } from './lib/navigation';
import { restoreSession } from './lib/session';

// SPEC §4: a stored, still valid token keeps the user logged in; an expired one ends the session
// and the user starts at /login. Done before the router reads the URL.
if (restoreSession() === 'expired') {
  window.history.replaceState(null, '', paths.login.href());
}

const router = createAppRouter();
setNavigator((to) => void router.navigate(to));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
