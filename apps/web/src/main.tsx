import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { reportOAuthErrorToOpener } from './lib/oauth-popup';
import { createQueryClient } from './lib/query-client';
import './styles.css';

if (!reportOAuthErrorToOpener()) {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App queryClient={createQueryClient()} />
    </StrictMode>,
  );
}
