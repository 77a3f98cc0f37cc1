import { Alert } from '@mantine/core';
import { IconPuzzleOff } from '@tabler/icons-react';

/** A type this build does not know is named, never a crash. */
export function UnknownWidget({ type }: { type: string }) {
  return (
    <div data-widget={type} data-state="error" data-error={`Unknown widget type: ${type}`} style={{ height: '100%', padding: 8 }}>
      <Alert color="gray" variant="light" icon={<IconPuzzleOff size={18} />} title="Widget not available" h="100%">
        This app uses the widget type <strong>{type}</strong>, which this version of Grafiek does not have.
      </Alert>
    </div>
  );
}
