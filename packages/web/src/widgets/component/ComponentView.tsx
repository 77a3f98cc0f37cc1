import { Text } from '@mantine/core';
import { createContext, useContext, useMemo } from 'react';
import { useAppRuntime, useReportWidgetState, WidgetProblem, type WidgetViewProps } from '../../kit';
import type { ComponentSettings } from '.';
import { COMPONENTS_FIELD, findComponent } from './componentLookup';
import classes from './ComponentView.module.css';
import { useTranslation } from 'react-i18next';

/** The components this one is shown inside, outermost first: what a component may not name again. */
const ShownInside = createContext<readonly string[]>([]);

/**
 * The app's component of the chosen name, shown here through the viewer (renderArea with the
 * node): its widgets are live and share the app's variables with every other place it is shown.
 * It is edited in the app config, so in edit mode it says where.
 */
export default function ComponentView({ settings, renderArea, mode }: WidgetViewProps<ComponentSettings>) {
  const { t } = useTranslation();
  const { app } = useAppRuntime();
  const outer = useContext(ShownInside);
  const lookup = useMemo(() => findComponent(app, settings.component, outer, t), [app, settings.component, outer, t]);
  const inside = useMemo(() => (lookup.ok ? [...outer, lookup.name] : outer), [lookup, outer]);
  useReportWidgetState(lookup.ok ? 'ready' : 'error', lookup.ok ? undefined : lookup.problem);

  if (!lookup.ok) return <WidgetProblem>{lookup.problem}</WidgetProblem>;
  return (
    <div className={classes.root} data-component={lookup.name}>
      {mode === 'edit' && (
        <Text size="xs" c="dimmed" className={classes.note}>
          {t('widget.component.editNote', { name: lookup.name, field: COMPONENTS_FIELD })}
        </Text>
      )}
      <ShownInside.Provider value={inside}>
        <div className={classes.area}>{renderArea(0, lookup.node)}</div>
      </ShownInside.Provider>
    </div>
  );
}
