import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_ORIGIN = 'http://localhost:3000';

/**
 * The framework code every page needs goes into long-lived chunks, so a release that only touches
 * our own code keeps the browser cache warm. Mantine is deliberately not grouped: a single Mantine
 * chunk would pull every component any page uses into the first load (~10 kB gzip more); split
 * automatically, each lazy page brings its own widgets (date pickers, tables, charts…).
 */
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 2 },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 1 },
];

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': API_ORIGIN,
      // The embedded test checkout page (DESIGN §8) is served by the API, not by this app.
      '/checkout': API_ORIGIN,
      '/ws': { target: API_ORIGIN, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
});
