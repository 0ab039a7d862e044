import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss()],
  server: { proxy: { '/private-api': api, '/oauth': api } },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
