import { Code, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import type { AppEvent, VariableStore } from '@grafiek/core';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

function short(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text === undefined ? '' : text.length > 160 ? `${text.slice(0, 160)}…` : text;
}

function describe(event: AppEvent, t: TFunction): { kind: string; detail: string } {
  switch (event.type) {
    case 'app-variable-update':
      return { kind: t('editor.eventLogs.variable', { key: event.key }), detail: `${short(event.oldValue)} → ${short(event.newValue)}` };
    case 'sparql-request':
      return { kind: t('editor.eventLogs.query', { id: event.templateId }), detail: `${short(event.request)} ⇒ ${short(event.response)}` };
    case 'rule-execution':
      return { kind: t('editor.eventLogs.rule', { tag: event.tag }), detail: short(event.params) };
  }
}

/** The events since edit mode was activated: variable updates, queries, rule runs. */
export function EventLogsDialog({ opened, store, onClose }: { opened: boolean; store: VariableStore; onClose: () => void }) {
  const { t } = useTranslation();
  const [events, setEvents] = useState<AppEvent[]>([]);
  useEffect(() => {
    const take = () => {
      const drained = store.events.drain();
      if (drained.length > 0) setEvents((all) => [...all, ...drained].slice(-1000));
    };
    take();
    return store.events.subscribe(take);
  }, [store]);

  return (
    <Modal opened={opened} onClose={onClose} title={t('editor.eventLogs.title')} size="xl" zIndex={1300}>
      {events.length === 0 ? (
        <Text c="dimmed">{t('editor.eventLogs.none')}</Text>
      ) : (
        <ScrollArea h="60vh">
          <Table striped fz="xs" data-testid="event-log">
            <Table.Tbody>
              {[...events].reverse().map((event, index) => {
                const { kind, detail } = describe(event, t);
                return (
                  <Table.Tr key={index}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{new Date(event.timestamp).toLocaleTimeString()}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{kind}</Table.Td>
                    <Table.Td>
                      <Code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{detail}</Code>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
      <Stack />
    </Modal>
  );
}
