import { BrowserRouter } from 'react-router-dom';
import { AuthProvider } from '../lib/auth/auth-context';
import { api } from '../lib/api';
import { I18nProvider, type Catalog } from '../lib/i18n/i18n';
import { ToastHost } from '../lib/toast-host';
import { AppRoutes } from './router';

const loadCatalog = async (lang: string): Promise<Catalog> =>
  (await api.get<{ messages: Catalog }>(`/api/translations/${encodeURIComponent(lang)}`)).data.messages;

export function App() {
  return (
    <I18nProvider load={loadCatalog}>
      <AuthProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <ToastHost />
      </AuthProvider>
    </I18nProvider>
  );
}
