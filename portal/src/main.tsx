import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'primereact/resources/themes/lara-light-blue/theme.css';
import 'primereact/resources/primereact.min.css';
import 'primeicons/primeicons.css';
import './styles.css';
import { currentLocale } from './core/currentSite.ts';
import { initKeycloak } from './lib/keycloak.ts';
import { App } from './app/App.tsx';

document.documentElement.lang = currentLocale;

// The session is known before the first render: keycloak-js restores it (silent check-sso) or finishes a sign-in.
void initKeycloak().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
