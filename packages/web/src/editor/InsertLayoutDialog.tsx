import { Button, Group, Modal, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';

export interface LayoutChoice {
  direction: 'row' | 'column';
  areas: number;
}

/**
 * Inserting a layout asks three questions first: whether to put the current
 * widget into a new split layout, in which direction, and into how many areas.
 */
export function InsertLayoutDialog({ opened, onCancel, onInsert }: { opened: boolean; onCancel: () => void; onInsert: (choice: LayoutChoice) => void }) {
  const [step, setStep] = useState(0);
  const [direction, setDirection] = useState<'row' | 'column'>('row');
  const [areas, setAreas] = useState<number | string>(2);
  useEffect(() => {
    if (opened) setStep(0);
  }, [opened]);
  const count = typeof areas === 'number' ? areas : Number(areas);
  const valid = Number.isInteger(count) && count >= 2 && count <= 8;

  return (
    <Modal opened={opened} onClose={onCancel} title={`Insert layout (question ${step + 1} of 3)`} zIndex={1300}>
      <Stack>
        {step === 0 && <Text>Insert a split layout here? The widget in this area moves into its first area.</Text>}
        {step === 1 && (
          <>
            <Text>How should the areas be arranged?</Text>
            <SegmentedControl
              value={direction}
              onChange={(value) => setDirection(value as 'row' | 'column')}
              data={[
                { value: 'row', label: 'Side by side' },
                { value: 'column', label: 'Stacked' },
              ]}
            />
          </>
        )}
        {step === 2 && (
          <NumberInput label="How many areas?" min={2} max={8} value={areas} onChange={setAreas} error={valid ? undefined : 'Between 2 and 8 areas'} />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {step === 0 ? 'No' : 'Cancel'}
          </Button>
          {step < 2 ? (
            <Button onClick={() => setStep(step + 1)}>{step === 0 ? 'Yes' : 'Next'}</Button>
          ) : (
            <Button disabled={!valid} onClick={() => onInsert({ direction, areas: count })}>
              Insert
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
