import { Alert } from '@mantine/core';
import { IconPuzzleOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const TYPE_MARK = '\u0000';

/** A type this build does not know is named, never a crash. */
export function UnknownWidget({ type }: { type: string }) {
  const { t } = useTranslation();
  // The type name stands out in whatever language the sentence is in.
  const [before, after = ''] = t('widget.unknownType', { type: TYPE_MARK }).split(TYPE_MARK);
  return (
    <div data-widget={type} data-state="error" data-error={`Unknown widget type: ${type}`} style={{ height: '100%', padding: 8 }}>
      <Alert color="gray" variant="light" icon={<IconPuzzleOff size={18} />} title={t('widget.notAvailable')} h="100%">
        {before}
        <strong>{type}</strong>
        {after}
      </Alert>
    </div>
  );
}
