import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SessionProvider } from '../api/SessionProvider';
import { queryClient } from './queryClient';
import { cssVariablesResolver, theme } from './theme';

/** Notifications and toasts stay for the spec's 3 seconds. */
export const NOTIFICATION_MS = 3000;

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
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
