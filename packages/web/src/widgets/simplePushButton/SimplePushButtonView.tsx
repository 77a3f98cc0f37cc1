import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { resolvePlaceholders, type VariableSnapshot } from '@grafiek/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppRuntime, usePublish, useReportWidgetState, WidgetProblem, type WidgetViewProps } from '../../kit';
import type { SimplePushButtonSettings } from '.';
import { postJson } from './postRequest';
import { linkTarget, postTarget } from './pushTarget';
import { downloadFileName, fillJson, parameterChanges, pushSettingsProblem, readMessages } from './pushValues';

const SOURCE = 'BBSimplePushButton';

/** Hands a downloaded answer to the browser as a file. */
function saveFile(blob: Blob, name: string) {
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = name;
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The browser has taken the file once the click is handled; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export default function SimplePushButtonView({ settings }: WidgetViewProps<SimplePushButtonSettings>) {
  const { store } = useAppRuntime();
  const { t } = useTranslation();
  const publish = usePublish(SOURCE);
  const [busy, setBusy] = useState(false);
  const problem = pushSettingsProblem(settings, t);
  useReportWidgetState(problem ? 'error' : 'ready', problem);

  const press = async () => {
    // Everything a press sends or sets is filled from the values at the moment of the press.
    const values: VariableSnapshot = store.getSnapshot();
    const read = readMessages(settings.messages);
    const texts = read.ok ? read.value : {};
    const words = (text: string) => {
      const resolved = resolvePlaceholders(text, values, { mode: 'plain', unresolved: 'emptyValue' });
      return resolved.ok ? resolved.text : text;
    };
    const fail = (whatKey: string, reason: string) => {
      const what = t(whatKey);
      console.error(`${SOURCE}: ${what}: ${reason}`);
      notifications.show({ color: 'red', title: texts.failure ? words(texts.failure) : what, message: reason });
    };
    const base = window.location.href;

    let leaveTo: URL | undefined;
    if (settings.link.trim()) {
      const target = linkTarget(settings.link, values, base, t);
      if (!target.ok) return fail('widget.simplePushButton.linkNotOpened', target.error);
      // A new tab only opens during the click itself; leaving this tab waits for the rest.
      if (settings.openLinkInSameTab) leaveTo = target.url;
      else window.open(target.url.href, '_blank', 'noopener,noreferrer');
    }
    const changes = parameterChanges(settings.changeParameter, values);
    if (!changes.ok) return fail('widget.simplePushButton.nothingChanged', changes.error);

    let done: string | undefined;
    if (settings.postLink.trim()) {
      const target = postTarget(settings.postLink, values, base, t);
      if (!target.ok) return fail('widget.simplePushButton.nothingSent', target.error);
      const body = fillJson(settings.postObject ?? {}, values);
      if (!body.ok) return fail('widget.simplePushButton.nothingSent', body.error);
      setBusy(true);
      try {
        const response = await postJson(target.url, body.value, window.location.origin);
        if (settings.postDownload) {
          const name = downloadFileName(settings.downloadFileName, values, response.headers.get('Content-Disposition'), target.url);
          saveFile(await response.blob(), name);
          done = t('widget.simplePushButton.downloaded', { name });
        } else {
          done = t('widget.simplePushButton.sent', { host: target.url.host });
        }
      } catch (error) {
        return fail(settings.postDownload ? 'widget.simplePushButton.notDownloaded' : 'widget.simplePushButton.requestFailed', messageOf(error));
      } finally {
        setBusy(false);
      }
    }

    for (const [name, value] of changes.value) publish(name, value);
    const success = texts.success ? words(texts.success) : done;
    if (success) notifications.show({ color: 'green', message: success });
    if (leaveTo) window.location.assign(leaveTo.href);
  };

  return (
    <div style={{ padding: 'var(--mantine-spacing-xs)' }}>
      <Button loading={busy} disabled={problem !== undefined} onClick={() => void press()}>
        {settings.label.trim() || t('common.ok')}
      </Button>
      {problem && <WidgetProblem size="xs">{problem}</WidgetProblem>}
    </div>
  );
}
