import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.ASSAY_API_URL ?? 'http://127.0.0.1:3000';

// First path segments the API owns. Some (/signup, /reset-password) are also web routes,
// so page loads (GET text/html) stay with the dev server and only API calls are proxied.
const API_PATHS =
  '^/(authenticate|logout|signup|reset-password|update-password|refresh-token|edit-user|me|users?|org|frontend|credential|dataset|playground|v1|v2|api|healthz|readyz)(/|\\?|$)';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: {
        // Feature modules only declare things. Saying so lets a lazy page that is re-exported from a
        // feature's index.ts stay in its own chunk when the entry imports something else from that index.
        moduleSideEffects: [{ test: /[\\/]src[\\/]features[\\/].*\.tsx?$/, sideEffects: false }],
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      [API_PATHS]: {
        target: apiTarget,
        changeOrigin: true,
        bypass: (req) =>
          req.method === 'GET' && (req.headers.accept ?? '').includes('text/html') ? '/index.html' : undefined,
      },
    },
  },
});
