import { useCallback, type KeyboardEvent, type MouseEvent } from 'react';
import { usePublish } from '../useVariables';

/** The element matching `selector` that an event happened in, inside `container`, or null. */
export function partOf(target: EventTarget, container: Element, selector: string): Element | null {
  if (!(target instanceof Element)) return null;
  const part = target.closest(selector);
  return part && container.contains(part) ? part : null;
}

export interface DiagramActivation {
  onClick: (event: MouseEvent<HTMLElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/**
 * A click, Enter or Space on a part of a diagram publishes what the part stands for (`find`
 * says, or undefined for no part) to the publish variable; nothing without one.
 */
export function useDiagramActivation(source: string, publishVariable: string, find: (target: EventTarget, container: Element) => string | undefined): DiagramActivation {
  const publish = usePublish(source);
  const activate = useCallback(
    (target: EventTarget, container: Element): boolean => {
      const value = publishVariable ? find(target, container) : undefined;
      if (value === undefined) return false;
      publish(publishVariable, value);
      return true;
    },
    [publish, publishVariable, find],
  );
  return {
    onClick: (event) => void activate(event.target, event.currentTarget),
    onKeyDown: (event) => {
      if ((event.key === 'Enter' || event.key === ' ') && activate(event.target, event.currentTarget)) event.preventDefault();
    },
  };
}
