// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';

export default defineConfig({
  output: 'static',
  integrations: [react()],
  // Astro's telemetry and dev toolbar have no place in CI or production builds.
  devToolbar: { enabled: false },
});
