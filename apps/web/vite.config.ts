import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// URL instead of node:path keeps this file inside the web tsconfig's DOM-only types.
const src = decodeURIComponent(new URL('./src', import.meta.url).pathname);

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': src } },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true, ws: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      // The contracts package builds zod schemas at module level for the server; the web app only
      // uses its plain helpers, so those unused schema calls must not drag zod into the bundle.
      treeshake: { manualPureFunctions: ['z'] },
    },
  },
});
