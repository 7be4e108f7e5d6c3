import { RequireAuth } from '@/features/auth';
import { FullPageLoader } from '@/components/ui/full-page-loader';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { NotFoundPage } from './not-found-page';
import { RootErrorFallback, RouteErrorFallback } from './route-error-fallback';
import { traceViewLoader } from './routes/evaluation-trace-view-loader';
import type { UnavailableScreen } from './routes/unavailable-screens';

/** A screen that a later version builds; its route says so instead of pretending. */
const unavailable =
  (screen: UnavailableScreen): RouteObject['lazy'] =>
  async () => {
    const { createUnavailableRoute } = await import('./routes/unavailable-route');
    return { Component: createUnavailableRoute(screen) };
  };

/** Errors below a layout show inside it, so the header and navigation stay usable. */
const withinLayout = (children: RouteObject[]): RouteObject[] => [{ errorElement: <RouteErrorFallback />, children }];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Outlet />,
    errorElement: <RootErrorFallback />,
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      {
        lazy: async () => ({ Component: (await import('./layouts/auth-layout')).AuthLayout }),
        children: withinLayout([
          { index: true, lazy: () => import('./routes/login-route') },
          { path: 'login', lazy: () => import('./routes/login-route') },
          { path: 'signup', lazy: () => import('./routes/signup-route') },
          { path: 'forgot-password', lazy: () => import('./routes/forgot-password-route') },
        ]),
      },
      {
        lazy: async () => ({ Component: (await import('./layouts/bare-layout')).BareLayout }),
        children: withinLayout([
          { path: 'splash-screen', lazy: () => import('./routes/splash-screen-route') },
          { path: 'verify-email/:token', lazy: () => import('./routes/verify-email-route') },
          { path: 'accept-share-request/:token', lazy: () => import('./routes/accept-share-route') },
          { path: 'reset-password/:token', lazy: () => import('./routes/reset-password-route') },
          { path: 'guided-tour', lazy: () => import('./routes/guided-tour-route') },
          {
            element: <RequireAuth />,
            children: [{ path: 'billing/success', lazy: unavailable('billingSuccess') }],
          },
        ]),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: async () => ({ Component: (await import('./layouts/dashboard-layout')).DashboardLayout }),
            children: withinLayout([
              { path: 'projects', lazy: () => import('./routes/project-list-route') },
              { path: 'dashboard', lazy: () => import('./routes/dashboard-route') },
              { path: 'request-access', lazy: () => import('./routes/request-access-route') },
              {
                path: 'settings',
                lazy: () => import('./routes/settings-route'),
                children: [
                  { index: true, element: <Navigate to="/settings/profile" replace /> },
                  { path: 'profile', lazy: () => import('./routes/settings-profile-route') },
                  { path: 'credentials', lazy: () => import('./routes/settings-credentials-route') },
                  { path: 'secrets', lazy: unavailable('secrets') },
                  { path: 'usage-metrics', lazy: unavailable('usageMetrics') },
                  { path: 'organisation-users', lazy: () => import('./routes/settings-organisation-users-route') },
                  { path: 'billing', lazy: unavailable('billing') },
                  { path: '*', element: <Navigate to="/settings/profile" replace /> },
                ],
              },
            ]),
          },
          {
            path: 'projects',
            lazy: async () => ({ Component: (await import('./layouts/project-layout')).ProjectLayout }),
            children: withinLayout([
              { path: 'datasets', lazy: () => import('./routes/datasets-route') },
              { path: 'datasets/:datasetId', lazy: () => import('./routes/datasets-view-route') },
              { path: 'datasets/prediction/:datasetId', lazy: () => import('./routes/datasets-view-route') },
              { path: 'playground', lazy: () => import('./routes/playground-route') },
              { path: 'evaluation', lazy: () => import('./routes/evaluation-route') },
              { path: 'evaluation/agentic-tracing', lazy: () => import('./routes/evaluation-agentic-tracing-route') },
              {
                path: 'evaluation/trace-view',
                loader: traceViewLoader,
                lazy: () => import('./routes/evaluation-trace-view-route'),
              },
              { path: 'evaluation/chat-view', lazy: () => import('./routes/evaluation-chat-view-route') },
              { path: 'evaluation/dataset-comparison', lazy: unavailable('datasetComparison') },
              {
                path: 'evaluation/trace-view-by-external-id',
                lazy: () => import('./routes/evaluation-trace-by-external-id-route'),
              },
              { path: 'evaluation/:name', lazy: unavailable('evaluationByName') },
              { path: 'guardrails', lazy: unavailable('guardrails') },
              { path: 'guardrails/:id', lazy: unavailable('guardrailDeployment') },
              { path: 'extraction-rules', lazy: () => import('./routes/extraction-rules-route') },
              { path: 'extraction-rules/:id', lazy: () => import('./routes/extraction-rules-editor-route') },
              { path: 'custom-metric', lazy: unavailable('customMetrics') },
              { path: 'custom-metric/:id', lazy: unavailable('customMetricEditor') },
              { path: 'finetuning', lazy: unavailable('finetuning') },
              { path: 'finetuning/:id', lazy: unavailable('finetuningDetail') },
              { path: 'deployment', lazy: unavailable('deployment') },
              { path: 'snapshots', lazy: () => import('./routes/snapshots-route') },
              { path: 'snapshots/compare', lazy: () => import('./routes/snapshots-compare-route') },
              { path: 'snapshots/:snapshotId', lazy: () => import('./routes/snapshots-view-route') },
              { path: 'job-status', lazy: () => import('./routes/job-status-route') },
              { path: 'api-keys', lazy: () => import('./routes/api-keys-route') },
            ]),
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
