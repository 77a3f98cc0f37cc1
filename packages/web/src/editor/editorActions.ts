import type { AreaPath } from '@grafiek/core';
import { createContext, useContext } from 'react';

/** What an area's toolbar can ask the editor to do. */
export interface EditorActions {
  configure: (path: AreaPath) => void;
  remove: (path: AreaPath) => void;
  insertLayout: (path: AreaPath) => void;
}

export const EditorActionsContext = createContext<EditorActions | null>(null);

export function useEditorActions(): EditorActions {
  const actions = useContext(EditorActionsContext);
  if (!actions) throw new Error('An area toolbar was rendered outside the editor.');
  return actions;
}
