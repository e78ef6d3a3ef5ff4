import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App.tsx';
import { AppProviders } from './app/AppProviders.tsx';
import { createBackendHandle } from './backend/BackendHandle.ts';
import { selectBackend } from './backend/selectBackend.ts';
import './styles/global.css';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <BrowserRouter>
      <AppProviders backend={createBackendHandle(selectBackend)}>
        <App />
      </AppProviders>
    </BrowserRouter>
  </StrictMode>
);

// Prerendered pages arrive with markup to hydrate; the dev server sends an empty root.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
