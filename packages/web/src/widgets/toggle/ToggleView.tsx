import { Checkbox, Switch, Tooltip, UnstyledButton } from '@mantine/core';
import { IconToggleLeft, IconToggleRight } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { usePublish, useReportWidgetState, useVariable, type WidgetViewProps } from '../../kit';
import { CellIcon } from '../../kit/cells/CellIcon';
import type { ToggleSettings } from '.';
import { flipped, isOn } from './toggleValue';
import classes from './ToggleView.module.css';
import { useTranslation } from 'react-i18next';

/** The panel's title bar text (a common option) names the toggle for screen readers when it has no label. */

export default function ToggleView({ settings, panelTitle }: WidgetViewProps<ToggleSettings>) {
  const { t } = useTranslation();
  const topic = settings.publishTopic;
  const value = useVariable(topic || null);
  const publish = usePublish('ToggleWidget');
  useReportWidgetState('ready');
  const on = isOn(value);
  const flip = () => topic && publish(topic, flipped(value));
  const name = settings.label || panelTitle || topic || t('widget.toggle.name');
  const style = { '--toggle-on': settings.enabledColor, '--toggle-off': settings.disabledColor, '--toggle-color': on ? settings.enabledColor : settings.disabledColor } as CSSProperties;

  if (settings.appearance === 'checkbox') {
    return (
      <div className={classes.root} style={style}>
        <Checkbox
          className={on ? undefined : classes.off}
          label={settings.label || undefined}
          aria-label={settings.label ? undefined : name}
          color={settings.enabledColor}
          checked={on}
          onChange={flip}
        />
      </div>
    );
  }
  if (settings.appearance === 'toggleSwitch') {
    return (
      <div className={classes.root} style={style}>
        <Switch
          label={settings.label || undefined}
          aria-label={settings.label ? undefined : name}
          color={settings.enabledColor}
          classNames={on ? undefined : { track: classes.switchTrackOff }}
          checked={on}
          onChange={flip}
        />
      </div>
    );
  }
  const size = settings.iconSize;
  const icon = settings.iconImage.trim();
  return (
    <div className={classes.root} style={style}>
      <Tooltip label={name} withArrow openDelay={400}>
        <UnstyledButton className={classes.iconButton} aria-label={name} aria-pressed={on} data-on={on || undefined} onClick={flip}>
          {icon ? (
            <CellIcon icon={icon} color={on ? settings.enabledColor : settings.disabledColor} size={String(size)} />
          ) : on ? (
            <IconToggleRight size={size} aria-hidden />
          ) : (
            <IconToggleLeft size={size} aria-hidden />
          )}
        </UnstyledButton>
      </Tooltip>
    </div>
  );
}
