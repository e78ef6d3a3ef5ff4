import { index, layout, prefix, type RouteConfig, route } from '@react-router/dev/routes';
import { notFoundRoute, type RouteDefinition, type RouteLayout, routes } from './routes/paths.ts';

/**
 * The framework's route config, made from the route table (src/routes/paths.ts): every page once
 * in English at its path and once in Hindi under /hi, from the same route module, in its layout.
 * Route ids are the table's keys (`apex`), with `hi-` before them for Hindi (`hi-apex`), so a
 * module serving several routes (the course and policy pages) knows which it renders
 * (src/routes/routeId.ts). Anything else is the not-found page of its language.
 */

type Locale = 'en' | 'hi';

const idIn = (locale: Locale, id: string) => (locale === 'en' ? id : `hi-${id}`);

function pageRoute(locale: Locale, id: string, { path, file }: RouteDefinition) {
  const options = { id: idIn(locale, id) };
  return path === '/' ? index(file, options) : route(path.slice(1), file, options);
}

function pagesIn(locale: Locale) {
  const inLayout = (kind: RouteLayout) =>
    Object.entries(routes)
      .filter(([, definition]) => definition.layout === kind)
      .map(([id, definition]) => pageRoute(locale, id, definition));
  return [
    layout(
      'layouts/AccountLayout.tsx',
      { id: idIn(locale, 'account-layout') },
      inLayout('account'),
    ),
    layout('layouts/SiteLayout.tsx', { id: idIn(locale, 'site-layout') }, [
      ...inLayout('site'),
      route(notFoundRoute.path, notFoundRoute.file, { id: idIn(locale, 'not-found') }),
    ]),
  ];
}

export default [...pagesIn('en'), ...prefix('hi', pagesIn('hi'))] satisfies RouteConfig;
