import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import '../src/core/app/styles';
import { App } from '../src/core/app/App';
import { routes } from '../src/core/app/routes';
import { createWebPlatform } from './platform';

const router = createBrowserRouter(routes);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App platform={createWebPlatform()} router={router} />
  </StrictMode>,
);
