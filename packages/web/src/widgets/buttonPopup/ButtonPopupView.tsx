import { Button, Modal, Text } from '@mantine/core';
import { listPlaceholderVariables, resolvePlaceholders } from '@grafiek/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublish, useReportWidgetState, useVariable, useVariables, WidgetProblem, type WidgetViewProps } from '../../kit';
import type { ButtonPopupSettings } from '.';
import { opensPopup, popupSize } from './popupSettings';
import classes from './ButtonPopupView.module.css';

const SOURCE = 'BB ButtonPopup';

/**
 * A button and the popup it opens. The popup's areas are this node's areas, rendered by the
 * viewer as any layout's are (with the editor's toolbars in edit mode); they mount when the popup
 * opens, so their widgets load and query only then.
 */
export default function ButtonPopupView({ settings, config, mode, renderArea }: WidgetViewProps<ButtonPopupSettings>) {
  const { t } = useTranslation();
  const publish = usePublish(SOURCE);
  const variable = settings.openVariable;
  const held = useVariable(variable || null);
  const [ownOpen, setOwnOpen] = useState(false);
  const opened = variable ? opensPopup(held) : ownOpen;
  const setOpened = (next: boolean) => (variable ? publish(variable, next) : setOwnOpen(next));

  const label = settings.label.trim() || t('widget.buttonPopup.open');
  const titleText = settings.popupTitle.trim() || label;
  const titleKeys = useMemo(() => listPlaceholderVariables(titleText), [titleText]);
  const titleValues = useVariables(titleKeys);
  const title = useMemo(() => {
    const values = Object.fromEntries(titleKeys.map((key, index) => [key, titleValues[index]]));
    const resolved = resolvePlaceholders(titleText, values, { mode: 'plain', unresolved: 'emptyValue' });
    return resolved.ok ? resolved.text : titleText;
  }, [titleText, titleKeys, titleValues]);

  const size = useMemo(() => popupSize(settings, t), [settings, t]);
  useReportWidgetState('ready');
  const areaCount = Math.max(Array.isArray(config.areas) ? config.areas.length : 0, 1);

  return (
    <div className={classes.root}>
      <Button variant="light" rightSection={<IconExternalLink size={16} aria-hidden />} aria-haspopup="dialog" aria-expanded={opened} onClick={() => setOpened(true)}>
        {label}
      </Button>
      {mode === 'edit' && (
        <Text size="xs" c="dimmed">
          {t('widget.buttonPopup.editAreas', { count: areaCount })}
        </Text>
      )}
      {size.problems.map((problem) => (
        <WidgetProblem key={problem} size="xs">
          {problem}
        </WidgetProblem>
      ))}
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={title}
        closeButtonProps={{ 'aria-label': t('common.close') }}
        size="auto"
        centered
        closeOnClickOutside={settings.closeOnClickOutside}
        closeOnEscape={settings.closeOnEscape}
        // The widget settings dialog opens over the popup while an author edits its areas: it,
        // not the popup, must keep the focus then.
        trapFocus={mode !== 'edit'}
        styles={{ content: size.content, body: size.height ? { height: size.height } : undefined }}
        classNames={{ body: classes.body }}
        data-button-popup
      >
        {Array.from({ length: areaCount }, (_, index) => (
          <div key={index} className={classes.area}>
            {renderArea(index)}
          </div>
        ))}
      </Modal>
    </div>
  );
}
