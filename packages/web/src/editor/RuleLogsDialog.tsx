import { Alert, Badge, Code, Group, Loader, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { platformClient } from '../api/platformClient';
import type { SparqlEndpoint } from '../api/sparqlEndpoint';

/** The rule runs of this app's repository since debug tracking was switched on (opening this). */
export function RuleLogsDialog({ opened, endpoint, onClose }: { opened: boolean; endpoint: SparqlEndpoint | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [since, setSince] = useState<number | null>(null);
  useEffect(() => {
    if (opened && since === null) setSince(Date.now());
  }, [opened, since]);
  const repo = endpoint?.repo ?? null;
  const logs = useQuery({
    queryKey: ['rule-logs', repo],
    queryFn: ({ signal }) => platformClient.listRuleLogs(repo!, signal),
    enabled: opened && repo !== null,
    refetchInterval: opened ? 3000 : false,
  });
  const recent = (logs.data ?? []).filter((log) => since !== null && Date.parse(log.createdAt) >= since - 1000);
  const warnings = recent.some((log) => log.messages.some((m) => m.level === 'WARN'));
  const errors = recent.some((log) => !log.success || log.messages.some((m) => m.level === 'ERROR'));

  return (
    <Modal opened={opened} onClose={onClose} title={t('editor.ruleLogs.title')} size="xl" zIndex={1300}>
      <Stack>
        {repo === null && <Text c="dimmed">{t('editor.ruleLogs.notHere')}</Text>}
        {logs.isPending && repo !== null && <Loader size={32} />}
        {logs.isError && <Alert color="red">{logs.error.message}</Alert>}
        {warnings && <Alert color="yellow">{t('editor.ruleLogs.warnings')}</Alert>}
        {errors && <Alert color="red">{t('editor.ruleLogs.errors')}</Alert>}
        {repo !== null && logs.isSuccess && recent.length === 0 && <Text c="dimmed">{t('editor.ruleLogs.none')}</Text>}
        <ScrollArea.Autosize mah="60vh">
          <Stack gap="xs">
            {recent.map((log) => (
              <div key={log.id} style={{ borderBottom: '1px solid var(--mantine-color-gray-2)', paddingBottom: 6 }}>
                <Group gap="xs">
                  <Badge color={log.success ? 'teal' : 'red'}>{log.success ? t('editor.ruleLogs.success') : t('editor.ruleLogs.failed')}</Badge>
                  <Text size="sm" fw={600}>
                    {log.tag}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {log.uri}
                  </Text>
                </Group>
                <Code block>{JSON.stringify(log.params)}</Code>
                {log.items.map((item, index) => (
                  <Text key={index} size="xs">
                    {item.timestamp} {item.type} {item.rule}
                  </Text>
                ))}
                {log.messages.map((message, index) => (
                  <Text key={index} size="xs" c={message.level === 'ERROR' ? 'red.7' : message.level === 'WARN' ? 'yellow.8' : undefined}>
                    {message.level}: {message.text}
                  </Text>
                ))}
              </div>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      </Stack>
    </Modal>
  );
}
