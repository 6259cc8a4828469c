import { useEffect, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { api } from '../lib/api';
import { AuthProvider, useAuth } from '../lib/auth/auth-context';
import { I18nProvider, useT, type Catalog } from '../lib/i18n/i18n';
import { InitialDataProvider, type InitialData } from '../lib/initial-data';
import { keepSignedInScreens, onReadyOffline } from '../lib/service-worker';
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
  const signedIn = Boolean(useAuth().user);
  useEffect(() => onReadyOffline(() => toast.info(t('sw.ready'))), [t]);
  useEffect(() => {
    if (signedIn) keepSignedInScreens();
  }, [signedIn]);
  return null;
}

export interface AppOptions {
  initialData: InitialData | null;
  /** The language the server rendered in, and its text when not English. */
  lang?: string;
  catalog?: Catalog;
}

/** Everything around the routes; the browser wraps it in a BrowserRouter, the server in a StaticRouter. */
export function AppProviders({ initialData, lang, catalog, children }: AppOptions & { children: ReactNode }) {
  return (
    <InitialDataProvider value={initialData}>
      <I18nProvider load={loadCatalog} initialLang={lang} initialCatalog={catalog}>
        <AuthProvider>
          {children}
          <ToastHost />
          <ServiceWorkerMessages />
        </AuthProvider>
      </I18nProvider>
    </InitialDataProvider>
  );
}

export function App(options: AppOptions) {
  return (
    <AppProviders {...options}>
      {/* Without transitions: a tap shows the next screen's spinner at once instead of leaving the old screen up while its code downloads. */}
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
