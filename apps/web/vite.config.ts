import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { leanContracts } from './build/leanContracts.ts';

const API_TARGET = process.env.KG_API_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), leanContracts()],
  base: '/',
  server: {
    port: 5173,
    // /login is also a page route, so the app only talks to /api and /files;
    // the POST /login alias stays a server concern and is not proxied here.
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/files': { target: API_TARGET, changeOrigin: false },
      '/import': { target: API_TARGET, changeOrigin: false },
      '/pdfapi': { target: API_TARGET, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      // The app, and the print browser's page that loads only the report code (issue 16).
      input: { main: 'index.html', report: 'report.html' },
      treeshake: {
        // antd's rc-component packages declare no `sideEffects`, so every module a barrel names
        // was kept: the shell carried the whole form engine and its validator (antd's contexts
        // import @rc-component/form's index). They have none at import time.
        moduleSideEffects: [{ test: /node_modules[\\/]@rc-component[\\/]/, sideEffects: false }],
      },
      output: {
        // Stable vendor chunks: a release that only touches our pages keeps them cached.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 30,
            },
            // Charts are for reports only: their own chunk, loaded when a report draws one.
            { name: 'echarts', test: /node_modules[\\/](echarts|zrender)[\\/]/, priority: 25 },
          ],
        },
      },
    },
  },
});
