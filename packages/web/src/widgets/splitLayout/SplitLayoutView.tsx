import type { WidgetViewProps } from '../../kit';
import { useReportWidgetState } from '../../kit';
import { areaFlex, splitDirection } from './areaSizes';

export default function SplitLayoutView({ config, renderArea }: WidgetViewProps) {
  useReportWidgetState('ready');
  const direction = splitDirection(config.direction);
  const areas = Array.isArray(config.areas) ? config.areas : [];
  const sizes = Array.isArray(config.areaSizes) ? config.areaSizes : [];
  const gap = typeof config.gap === 'string' || typeof config.gap === 'number' ? config.gap : undefined;
  return (
    <div style={{ display: 'flex', flexDirection: direction, flex: '1 1 auto', width: '100%', minHeight: 0, minWidth: 0, gap }}>
      {areas.map((_, index) => (
        <div
          key={index}
          data-area-size={String(sizes[index] ?? '1')}
          style={{ ...areaFlex(sizes[index] ?? '1'), minWidth: 0, minHeight: 0, display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
        >
          {renderArea(index)}
        </div>
      ))}
    </div>
  );
}
