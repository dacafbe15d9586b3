import './mantine-styles';
import './touch-targets.css';

import { type MantineColorSchemeManager, MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Locale } from '@wayfare/common';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { documentLocale, LocaleProvider } from '../lib/i18n/locale';
import { cssVariablesResolver, theme } from './theme';

// The toast stack is drawn only once the first page shows: `notifications.show()` before that waits in the store.
const Notifications = lazy(async () => ({ default: (await import('./notifications-stack')).Notifications }));
// Likewise the dialogs host (lib/dialogs.ts): a dialog asked for before it is drawn waits for it.
const DialogsHost = lazy(async () => ({ default: (await import('./dialogs-host')).DialogsHost }));

/**
 * The app has one colour scheme (light) and no switch for it, so nothing is stored. Mantine's default manager reads
 * localStorage during the first render, and a page's first localStorage access opens the storage area synchronously
 * (~60 ms of the main thread on this machine, ×4 on a throttled phone).
 */
const lightOnly: MantineColorSchemeManager = {
  get: () => 'light',
  set: () => {},
  subscribe: () => {},
  unsubscribe: () => {},
  clear: () => {},
};

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Every failure already opens the "Oops..." dialog (docs/product/errors-and-messages.md#error-dialog); silent
      // retries would open it again, and refetching on focus would surprise users with dialogs out of nowhere.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

interface AppProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
  /** "test" turns off Mantine's transitions and portals, which jsdom cannot run. */
  env?: 'default' | 'test';
  /** The page's language; the browser reads it from `<html lang>`, which the server wrote. */
  locale?: Locale;
}

export function AppProviders({ children, queryClient, env, locale }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <LocaleProvider initial={locale ?? documentLocale()}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="light"
        colorSchemeManager={lightOnly}
        env={env}
      >
        <QueryClientProvider client={client}>
          <Suspense fallback={null}>
            <Notifications position="top-right" />
            <DialogsHost />
          </Suspense>
          {children}
        </QueryClientProvider>
      </MantineProvider>
    </LocaleProvider>
  );
}
