import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { ActionButton } from '@grafiek/core';
import type { TFunction } from 'i18next';
import { CellIcon } from '../cells/CellIcon';
import type { Notify } from './rowActions';

/** Row actions tell their outcome in the app's notifications. */
export const notifyInApp: Notify = {
  succeeded: (message) => notifications.show({ color: 'green', message }),
  failed: (title, detail) => notifications.show({ color: 'red', title, message: detail }),
};

/**
 * Asks in a modal titled by the button, with the confirmation's colours and icons for Yes and No
 * (their words in the reader's language).
 */
export function confirmInModal(t: TFunction): (button: ActionButton, question: string, onYes: () => void) => void {
  return (button, question, onYes) => askInModal(t, button, question, onYes);
}

function askInModal(t: TFunction, button: ActionButton, question: string, onYes: () => void): void {
  const confirmation = button.confirmation;
  modals.openConfirmModal({
    title: button.label || t('widget.confirm'),
    children: <Text size="sm">{question}</Text>,
    labels: { confirm: t('widget.yes'), cancel: t('widget.no') },
    confirmProps: { ...(confirmation?.yesColor ? { color: confirmation.yesColor } : {}), ...(confirmation?.yesIcon ? { leftSection: <CellIcon icon={confirmation.yesIcon} /> } : {}) },
    cancelProps: { ...(confirmation?.noColor ? { color: confirmation.noColor } : {}), ...(confirmation?.noIcon ? { leftSection: <CellIcon icon={confirmation.noIcon} /> } : {}) },
    onConfirm: onYes,
  });
}
