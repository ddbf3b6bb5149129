import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 3000}`;
// index.html's theme-color.
const THEME = '#07061a';

export default defineConfig({
  root: fileURLToPath(new URL('./src/client', import.meta.url)),
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'service-worker',
      filename: 'sw.ts',
      // The app registers the worker itself, late and lazily (lib/register-service-worker.ts).
      injectRegister: false,
      registerType: 'prompt',
      manifest: {
        name: 'SwipeNYC',
        short_name: 'SwipeNYC',
        description: 'Swipe through upcoming New York City events.',
        start_url: '/home',
        scope: '/',
        display: 'standalone',
        theme_color: THEME,
        background_color: THEME,
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      injectManifest: {
        // The app's code and page; pictures are cached as they are shown (see sw.ts).
        globPatterns: ['**/*.{js,css,html}'],
        // The page registers sw.js as a classic script, which is what iife builds; the default
        // module format also sets Rollup's deprecated inlineDynamicImports and warns on every build.
        rollupFormat: 'iife',
      },
    }),
  ],
  build: {
    outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    // Read by the bundle budget check (bench/web/route-bundles.ts).
    manifest: true,
    // Every browser the app supports preloads modules itself; the polyfill only cost /home's
    // entry its bytes (docs/performance.md#web).
    modulePreload: { polyfill: false },
  },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/uploads': apiTarget },
  },
});
