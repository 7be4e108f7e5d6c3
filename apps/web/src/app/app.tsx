import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers';
import { router } from './router';
import { wireApiClient } from './wire-api-client';

wireApiClient((to, options) => router.navigate(to, options));

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
