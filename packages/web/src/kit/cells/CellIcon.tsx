import type { TablerIcon } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isIconUrl, tablerExportName } from './iconNames';

type IconSet = Readonly<Record<string, TablerIcon>>;

let iconSet: Promise<IconSet> | null = null;

/** The icons by name, fetched once and only when a table shows an icon by name. */
function loadIconSet(): Promise<IconSet> {
  iconSet ??= import('./tableIcons').then((module) => module.TABLE_ICONS);
  return iconSet;
}

/** `xIconSize`: a number is pixels, anything else a CSS length such as `1.5em`. */
export function iconSizeOf(size: string | undefined, fallback = 16): string {
  const text = size?.trim() ?? '';
  if (text === '') return `${fallback}px`;
  return /^\d+(\.\d+)?$/.test(text) ? `${text}px` : text;
}

/** The icon of a cell (`xIcon`, `xIconColor`, `xIconSize`): a Tabler icon by name, or a picture by URL. */
export function CellIcon({ icon, color, size }: { icon: string; color?: string; size?: string }) {
  const pixels = iconSizeOf(size);
  if (isIconUrl(icon)) {
    return <img src={icon} alt="" data-cell-icon={icon} style={{ width: pixels, height: pixels, objectFit: 'contain', verticalAlign: 'middle' }} />;
  }
  return <NamedIcon name={icon} color={color} size={pixels} />;
}

function NamedIcon({ name, color, size }: { name: string; color?: string; size: string }) {
  const { t } = useTranslation();
  const exportName = tablerExportName(name);
  const [found, setFound] = useState<{ name: string; icon: TablerIcon | null } | null>(null);
  useEffect(() => {
    let live = true;
    loadIconSet().then(
      (set) => {
        const candidate = set[exportName];
        if (live) setFound({ name: exportName, icon: candidate ?? null });
      },
      (error: unknown) => console.error('The icon set could not be loaded.', error),
    );
    return () => {
      live = false;
    };
  }, [exportName]);
  const Icon = found?.name === exportName ? found.icon : undefined;
  if (Icon === undefined) return <span style={{ display: 'inline-block', width: size, height: size }} aria-hidden />;
  if (Icon === null) {
    // An unknown name: say which, rather than drawing nothing.
    return (
      <span data-cell-icon={name} title={t('widget.unknownIcon', { name })} style={{ color: 'var(--mantine-color-dimmed)', fontSize: 'var(--mantine-font-size-xs)' }}>
        [{name}]
      </span>
    );
  }
  return <Icon data-cell-icon={name} size={size} color={color || 'currentColor'} style={{ verticalAlign: 'middle', flex: 'none' }} aria-label={name} role="img" />;
}
