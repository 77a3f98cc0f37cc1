import { Text } from '@mantine/core';

export interface WidgetProblemProps {
  /** What went wrong, in words the author or visitor can act on. */
  children: React.ReactNode;
  /** Small: a line under or beside what the widget still shows. */
  size?: 'sm' | 'xs';
}

/**
 * The one way a widget says that something went wrong (a failed query, settings it cannot use, a
 * failed action): red text announced to screen readers, in the widget's own frame, while the rest
 * of the app keeps working.
 */
export function WidgetProblem({ children, size = 'sm' }: WidgetProblemProps) {
  return (
    <Text c="red.8" size={size} p={size === 'sm' ? 'sm' : 0} role="alert" data-widget-problem>
      {children}
    </Text>
  );
}
