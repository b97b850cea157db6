import { Fragment, type ComponentType, type ReactNode } from 'react';
import { Navigate, Outlet, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { currentSite } from '../core/currentSite.ts';
import { features } from './features.ts';
import { planRoutes, sectionAccess, sectionIndex, type PlannedRoute } from './routes.ts';
import type { RouteSection } from '../core/feature.ts';
import { checkSession } from '../lib/keycloak.ts';
import { Guard } from '../features/auth/index.ts';
import { AppLayout, DocumentTitle, ErrorPage } from './layout/index.ts';

/** The login check also runs before every route load. */
const sessionLoader = async () => {
  await checkSession();
  return null;
};

/** Route handle: the i18n key of the page title (the deepest match with one wins). */
export interface RouteHandle {
  titleKey: string;
}

/**
 * A declared route as a router entry: its page loads on demand (one chunk per route) behind the declared guard;
 * on the other site it bounces to its parent.
 */
const toRouteObject = (planned: PlannedRoute): RouteObject => {
  const { route, parent } = planned;
  const handle: RouteHandle = { titleKey: route.titleKey };
  const where = route.path === '' ? { index: true as const } : { path: route.path };
  if (!planned.onSite) return { ...where, handle, element: <Navigate to={parent} replace /> };
  return {
    ...where,
    handle,
    lazy: async () => {
      // PrimeReact's own words in the site's language, loaded with the first page (not in the first load)
      const [{ default: Page }] = await Promise.all([route.page(), import('../lib/primeLocale.ts').then((m) => m.installPrimeLocale())]);
      const flags = route.dynamic;
      // a route that also needs flags of the company's dynamic permission checks them after its keys
      const Gate: ComponentType<{ children: ReactNode }> = flags?.length
        ? await import('../features/project-filing/DynamicGate.tsx').then(({ DynamicGate }) => {
            const Dynamic = ({ children }: { children: ReactNode }) => (
              <DynamicGate flags={flags} parent={parent}>
                {children}
              </DynamicGate>
            );
            return Dynamic;
          })
        : Fragment;
      const Guarded: ComponentType = () => (
        <Guard access={route.access} keys={route.keys} parent={parent}>
          <Gate>
            <Page />
          </Gate>
        </Guard>
      );
      return { Component: Guarded };
    },
  };
};

const plan = planRoutes(features, currentSite);
const routesOf = (section: RouteSection): RouteObject[] => plan.filter((p) => p.route.section === section).map(toRouteObject);
const declaresIndex = (section: RouteSection): boolean => plan.some((p) => p.route.section === section && p.route.path === '');

/** A section of the frame (profile, workbench): its access, its layout with the left navigation, its routes. */
const section = (name: 'profile' | 'workbench', titleKey: string, layout: () => Promise<ComponentType>): RouteObject => ({
  path: name,
  handle: { titleKey } satisfies RouteHandle,
  lazy: async () => {
    const Layout = await layout();
    const Guarded: ComponentType = () => (
      <Guard access={sectionAccess[name]}>
        <Layout />
      </Guard>
    );
    return { Component: Guarded };
  },
  children: [
    ...(declaresIndex(name) ? [] : [{ index: true, element: <Navigate to={sectionIndex[name]} replace /> }]),
    ...routesOf(name),
    { path: '*', element: <Navigate to={sectionIndex[name]} replace /> },
  ],
});

const Frame = () => (
  <>
    <DocumentTitle />
    <Outlet />
  </>
);

/**
 * Every route comes from the feature declarations. Unknown paths fall to their section's index or to the home page;
 * signed-out visitors of guarded routes sign in and come back to the same address with its query.
 */
export const router = createBrowserRouter([
  {
    element: <Frame />,
    errorElement: <ErrorPage />,
    children: [
      ...routesOf('bare'),
      {
        path: '/',
        element: <AppLayout />,
        loader: sessionLoader,
        shouldRevalidate: () => true,
        children: [
          ...routesOf('root'),
          section('profile', 'profile.title', () => import('./layout/SectionLayouts.tsx').then((m) => m.ProfileLayout)),
          section('workbench', 'workbench.title', () => import('./layout/SectionLayouts.tsx').then((m) => m.WorkbenchLayout)),
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
  },
]);
