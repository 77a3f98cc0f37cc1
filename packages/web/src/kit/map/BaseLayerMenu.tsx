import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { IconCheck, IconStack2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BaseLayerPreset } from './baseLayers';

/** Lets the user switch base layers; hidden on `#minimal` maps. */
export function BaseLayerMenu({ presets, current, onChoose }: { presets: readonly BaseLayerPreset[]; current: BaseLayerPreset; onChoose: (name: string) => void }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        <Tooltip label={t('widget.baseLayer')} withArrow>
          <ActionIcon variant="default" size="md" aria-label={t('widget.baseLayer')}>
            <IconStack2 size={16} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('widget.baseLayer')}</Menu.Label>
        {presets.map((preset) => (
          <Menu.Item
            key={preset.name}
            onClick={() => onChoose(preset.name)}
            leftSection={preset.name === current.name ? <IconCheck size={14} /> : <span style={{ display: 'inline-block', width: 14 }} />}
            aria-current={preset.name === current.name || undefined}
          >
            {preset.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
