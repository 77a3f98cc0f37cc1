import { ActionIcon, Code, Group, Paper, ScrollArea, Table, Text, TextInput } from '@mantine/core';
import type { VariableStore } from '@grafiek/core';
import { IconX } from '@tabler/icons-react';
import { useCallback, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Rnd } from 'react-rnd';

/** 400x600 by default, at least 280x200, dragging starts after 8 px. */
export const PANEL_DEFAULT_SIZE = { width: 400, height: 600 };
export const PANEL_MIN_SIZE = { width: 280, height: 200 };
export const DRAG_ACTIVATION_PX = 8;

function valueText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The App Variables panel: every variable and its value, searchable, draggable and resizable. */
export function VariablesPanel({ store, onClose }: { store: VariableStore; onClose: () => void }) {
  const { t } = useTranslation();
  const subscribe = useCallback((listener: () => void) => store.subscribeAll(listener), [store]);
  const snapshot = useSyncExternalStore(subscribe, () => store.getSnapshot());
  const [search, setSearch] = useState('');
  const [position, setPosition] = useState({ x: Math.max(0, window.innerWidth - PANEL_DEFAULT_SIZE.width - 24), y: 80 });
  const [size, setSize] = useState(PANEL_DEFAULT_SIZE);
  const drag = useRef<{ startX: number; startY: number; origin: { x: number; y: number }; active: boolean } | null>(null);

  const entries = Object.entries(snapshot)
    .filter(([key, value]) => !search || key.toLowerCase().includes(search.toLowerCase()) || valueText(value).toLowerCase().includes(search.toLowerCase()))
    .sort(([a], [b]) => a.localeCompare(b));

  const onPointerDown = (event: React.PointerEvent) => {
    if ((event.target as HTMLElement).closest('button,input')) return;
    drag.current = { startX: event.clientX, startY: event.clientY, origin: position, active: false };
    (event.currentTarget as HTMLElement).setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: React.PointerEvent) => {
    const state = drag.current;
    if (!state) return;
    const dx = event.clientX - state.startX;
    const dy = event.clientY - state.startY;
    if (!state.active && Math.hypot(dx, dy) < DRAG_ACTIVATION_PX) return;
    state.active = true;
    setPosition({ x: Math.max(0, state.origin.x + dx), y: Math.max(0, state.origin.y + dy) });
  };
  const onPointerUp = () => (drag.current = null);

  const empty = Object.keys(snapshot).length === 0;
  return (
    <Rnd
      position={position}
      size={size}
      onResizeStop={(_event, _direction, element, _delta, at) => {
        setSize({ width: element.offsetWidth, height: element.offsetHeight });
        setPosition(at);
      }}
      minWidth={PANEL_MIN_SIZE.width}
      minHeight={PANEL_MIN_SIZE.height}
      bounds="window"
      disableDragging
      style={{ zIndex: 1200, position: 'fixed' }}
    >
      <Paper shadow="lg" withBorder h="100%" style={{ display: 'flex', flexDirection: 'column' }} data-testid="variables-panel" role="dialog" aria-label={t('editor.variables.title')}>
        <Group justify="space-between" px="sm" py={6} style={{ cursor: 'move', borderBottom: '1px solid var(--mantine-color-gray-3)', touchAction: 'none' }} onPointerDown={onPointerDown} onPointerMove={onPointerMove} onPointerUp={onPointerUp} data-testid="variables-panel-handle">
          <Text fw={600} size="sm">
            {t('editor.variables.title')}
          </Text>
          <ActionIcon size="sm" variant="subtle" aria-label={t('editor.variables.close')} onClick={onClose}>
            <IconX size={14} />
          </ActionIcon>
        </Group>
        <TextInput m="xs" size="xs" placeholder={t('editor.variables.search')} value={search} onChange={(event) => setSearch(event.currentTarget.value)} aria-label={t('editor.variables.search')} />
        <ScrollArea style={{ flex: 1 }}>
          {entries.length === 0 ? (
            <Text c="dimmed" size="sm" p="sm">
              {empty || !search ? t('editor.variables.none') : t('editor.variables.noneMatching', { search })}
            </Text>
          ) : (
            <Table fz="xs" striped>
              <Table.Tbody>
                {entries.map(([key, value]) => (
                  <Table.Tr key={key}>
                    <Table.Td fw={600} style={{ whiteSpace: 'nowrap' }}>
                      {key}
                    </Table.Td>
                    <Table.Td>
                      <Code style={{ wordBreak: 'break-all' }}>{valueText(value)}</Code>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </ScrollArea>
      </Paper>
    </Rnd>
  );
}
