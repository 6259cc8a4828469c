import { useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AuthProvider } from '../lib/auth/auth-context';
import { api } from '../lib/api';
import { I18nProvider, useT, type Catalog } from '../lib/i18n/i18n';
import { onReadyOffline } from '../lib/service-worker';
import { toast } from '../lib/toast';
import { ToastHost } from '../lib/toast-host';
import { AppRoutes } from './router';

/** A language's text from the server, saved on the phone so it works offline next time. */
async function loadCatalog(lang: string): Promise<Catalog> {
  const { readCache, writeCache } = await import('../lib/offline/cache');
  const key = `translations:${lang}`;
  try {
    const { messages } = (await api.get<{ messages: Catalog }>(`/api/translations/${encodeURIComponent(lang)}`)).data;
    void writeCache(key, messages);
    return messages;
  } catch (error) {
    const saved = await readCache<Catalog>(key);
    if (saved) return saved.data;
    throw error;
  }
}

function ServiceWorkerMessages() {
  const t = useT();
  useEffect(() => onReadyOffline(() => toast.info(t('sw.ready'))), [t]);
  return null;
}

export function App() {
  return (
    <I18nProvider load={loadCatalog}>
      <AuthProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <ToastHost />
        <ServiceWorkerMessages />
      </AuthProvider>
    </I18nProvider>
  );
}
