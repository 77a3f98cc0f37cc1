import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SessionProvider } from '../api/SessionProvider';
import { queryClient } from './queryClient';
import { cssVariablesResolver, theme } from './theme';

/** Notifications and toasts stay for the spec's 3 seconds. */
export const NOTIFICATION_MS = 3000;

export function AppProviders({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  // Every notification's close button gets a name in the interface's language (screen readers).
  const closeLabel = t('common.close');
  const named = useMemo(
    () => mergeThemeOverrides(theme, { components: { Notification: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } } } }),
    [closeLabel],
  );
  return (
    <MantineProvider theme={named} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {/* Bottom right: the edit toolbars of areas sit at their top right. */}
      <Notifications autoClose={NOTIFICATION_MS} position="bottom-right" />
      <ModalsProvider>
        <QueryClientProvider client={queryClient}>
          <SessionProvider>{children}</SessionProvider>
        </QueryClientProvider>
      </ModalsProvider>
    </MantineProvider>
  );
}
