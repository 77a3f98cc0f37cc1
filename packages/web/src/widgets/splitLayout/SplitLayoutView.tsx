import { useReportWidgetState, type WidgetViewProps } from '../../kit';
import type { SplitLayoutSettings } from '.';
import { areaFlex, areaGap, splitDirection } from './areaSizes';

export default function SplitLayoutView({ settings, config, renderArea }: WidgetViewProps<SplitLayoutSettings>) {
  useReportWidgetState('ready');
  const direction = splitDirection(settings.direction);
  const areas = Array.isArray(config.areas) ? config.areas : [];
  const sizes = settings.areaSizes;
  return (
    <div style={{ display: 'flex', flexDirection: direction, flex: '1 1 auto', width: '100%', minHeight: 0, minWidth: 0, gap: areaGap(settings.gap) }}>
      {areas.map((_, index) => (
        <div
          key={index}
          data-area-size={sizes[index] ?? '1'}
          style={{ ...areaFlex(sizes[index]), minWidth: 0, minHeight: 0, display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
        >
          {renderArea(index)}
        </div>
      ))}
    </div>
  );
}
