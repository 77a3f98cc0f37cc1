import { ActionIcon, Menu } from '@mantine/core';
import { IconDotsVertical, IconPhotoDown } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { useECharts } from '../../kit/charts/useECharts';
import { initChart, type ChartOption } from './echartsSetup';
import classes from './EChartView.module.css';
import { useTranslation } from 'react-i18next';

export interface EChartProps {
  option: ChartOption;
  /** Called with the index of the clicked category (bar, slice or the gauge's value). */
  onCategoryClick: (index: number) => void;
  width: string;
  height: string;
  /** Offer "save as image" (the `defaultMenu` option); `fileName` without extension. */
  menu: boolean;
  fileName: string;
}

/**
 * One ECharts instance on a div of its own: created once, fed each new option whole (so that
 * nothing of an older result lingers), resized with its panel, disposed with the component.
 */
export function EChart({ option, onCategoryClick, width, height, menu, fileName }: EChartProps) {
  const { t } = useTranslation();
  const { element, chart } = useECharts(initChart, option, (params) => {
    if (typeof params.dataIndex === 'number') onCategoryClick(params.dataIndex);
  });

  const saveImage = () => {
    const url = chart.current?.getDataURL({ type: 'svg', backgroundColor: '#fff' });
    if (!url) return;
    const link = document.createElement('a');
    link.href = url;
    link.download = `${fileName || 'chart'}.svg`;
    link.click();
  };

  const size: CSSProperties = { width, height };
  return (
    <div className={classes.stage}>
      {/* ECharts' aria component makes this an image labelled with a description of the data. */}
      <div ref={element} className={classes.chart} style={size} />
      {menu && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon className={classes.menu} variant="subtle" color="gray" size="sm" aria-label={t('widget.echart.menu')}>
              <IconDotsVertical size={16} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconPhotoDown size={14} />} onClick={saveImage}>
              {t('widget.echart.saveImage')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      )}
    </div>
  );
}
