import type { AreaPath, LayoutNode } from '@grafiek/core';
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

/** How the viewer changes the layout tree; in edit mode the editor saves every change. */
export interface LayoutEditing {
  updateNode: (path: AreaPath, change: (node: LayoutNode | null) => LayoutNode | null) => void;
}

export const LayoutEditingContext = createContext<LayoutEditing>({ updateNode: () => undefined });

export function useLayoutEditing(): LayoutEditing {
  return useContext(LayoutEditingContext);
}

export interface AreaChromeProps {
  node: LayoutNode | null;
  path: AreaPath;
  children: ReactNode;
}

/**
 * What the editor draws around every area (the hover toolbar). The viewer does not know the
 * editor; in edit mode the editor provides this component.
 */
export const AreaChromeContext = createContext<ComponentType<AreaChromeProps> | null>(null);
