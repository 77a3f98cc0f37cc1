import { notifications } from '@mantine/notifications';
import i18next from 'i18next';
import { useEffect, useRef, useState } from 'react';
import type { AppConfig } from '../api/platformTypes';
import type { AppDocument } from '../viewer/appDocument';
import { AppSaver, withServerFields, type AppStorage } from './appSaver';

/** Notifications show for 3 seconds. */
export const NOTIFICATION_MS = 3000;

export interface Conflict {
  /** What the author tried to save. */
  mine: AppConfig;
  /** What the server has now, when it said. */
  theirs: AppConfig | null;
  message: string;
}

/**
 * Saves every edit of the open app (source 'edit'), one save at a time, and says 'saved' or
 * 'not saved: ' plus the server's text. A 409 becomes a conflict the author resolves.
 */
export function useAppSaving(document: AppDocument, storage: AppStorage) {
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const saver = useRef<AppSaver | null>(null);
  if (!saver.current) {
    saver.current = new AppSaver(storage, document.get(), (outcome, sent) => {
      if (outcome.kind === 'saved') {
        document.set(withServerFields(document.get(), outcome.app), 'saved');
        notifications.show({ message: i18next.t('editor.saved'), color: 'teal', autoClose: NOTIFICATION_MS });
      } else if (outcome.kind === 'conflict') {
        setConflict({ mine: sent, theirs: outcome.current, message: outcome.message });
      } else {
        notifications.show({ message: i18next.t('editor.notSaved', { message: outcome.message }), color: 'red', autoClose: NOTIFICATION_MS });
      }
    });
  }

  useEffect(
    () =>
      document.listen((app, source) => {
        if (source === 'edit') void saver.current!.save(app);
      }),
    [document],
  );

  return {
    conflict,
    /** Keep the other side: load what the server has. */
    reload: () => {
      if (!conflict?.theirs) return window.location.reload();
      saver.current!.adoptVersion(conflict.theirs);
      document.set(conflict.theirs, 'load');
      setConflict(null);
    },
    /** Keep mine: save it on top of the server's version. */
    overwrite: () => {
      if (!conflict) return;
      if (conflict.theirs) saver.current!.adoptVersion(conflict.theirs);
      const mine = { ...document.get() };
      setConflict(null);
      void saver.current!.save(mine);
    },
  };
}
