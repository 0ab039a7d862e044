import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { z } from 'zod';
import { App } from './app/App';
import { reportOAuthErrorToOpener } from './lib/oauth-popup';
import { createQueryClient } from './lib/query-client';
import './styles.css';

// zod probes for eval with `new Function`, which the Content-Security-Policy refuses and reports (decision 0020).
z.config({ jitless: true });

if (!reportOAuthErrorToOpener()) {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App queryClient={createQueryClient()} />
    </StrictMode>,
  );
}
