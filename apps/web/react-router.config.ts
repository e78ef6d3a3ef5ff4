import type { Config } from '@react-router/dev/config';
import { PRERENDER_PATHS } from './src/seo/routeTable.ts';
import { deferBoot } from './vite/deferBoot.ts';
import { inlineUsedCss } from './vite/inlineUsedCss.ts';
import { SPA_FALLBACK_FILE, writeSiteFiles } from './vite/siteFiles.ts';

/**
 * React Router's framework mode (docs/adr/0073-framework-mode.md): no server at run time
 * (`ssr: false`); every public page is prerendered in each language, the pages that need a
 * signed-in visitor are served the framework's SPA fallback, and each language's not-found page
 * is rendered once (src/seo/routeTable.ts reads all of it from src/routes/paths.ts). The site goes
 * to `<buildDirectory>/client`; APEX_BUILD_DIR picks the directory (the e2e suite and the bench
 * build each variant into its own).
 */
export default {
  appDirectory: 'src',
  buildDirectory: process.env.APEX_BUILD_DIR ?? 'dist',
  ssr: false,
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    // Decided off: with it on, the prerender renders each page at its trailing-slash address, so a
    // course page's structured data and language links differ from the browser's first render and
    // hydration fails (React #418; e2e/routes.spec.ts). Revisit with React Router 8.
    v8_trailingSlashAwareDataRequests: false,
  },
  prerender: [...PRERENDER_PATHS],
  buildEnd: async ({ reactRouterConfig }) => {
    const client = `${reactRouterConfig.buildDirectory}/client`;
    // Before the site files: they hash the inline scripts and styles these steps write.
    await deferBoot(client, SPA_FALLBACK_FILE);
    await inlineUsedCss(client, SPA_FALLBACK_FILE);
    await writeSiteFiles(client);
  },
} satisfies Config;
