import { Button, Group, Modal, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface LayoutChoice {
  direction: 'row' | 'column';
  areas: number;
}

/**
 * Inserting a layout asks three questions first: whether to put the current
 * widget into a new split layout, in which direction, and into how many areas.
 */
export function InsertLayoutDialog({ opened, onCancel, onInsert }: { opened: boolean; onCancel: () => void; onInsert: (choice: LayoutChoice) => void }) {
  const { t } = useTranslation();
  const [step, setStep] = useState(0);
  const [direction, setDirection] = useState<'row' | 'column'>('row');
  const [areas, setAreas] = useState<number | string>(2);
  useEffect(() => {
    if (opened) setStep(0);
  }, [opened]);
  const count = typeof areas === 'number' ? areas : Number(areas);
  const valid = Number.isInteger(count) && count >= 2 && count <= 8;

  return (
    <Modal opened={opened} onClose={onCancel} title={t('editor.insertLayout.title', { step: step + 1 })} zIndex={1300}>
      <Stack>
        {step === 0 && <Text>{t('editor.insertLayout.question')}</Text>}
        {step === 1 && (
          <>
            <Text>{t('editor.insertLayout.direction')}</Text>
            <SegmentedControl
              value={direction}
              onChange={(value) => setDirection(value as 'row' | 'column')}
              data={[
                { value: 'row', label: t('editor.insertLayout.sideBySide') },
                { value: 'column', label: t('editor.insertLayout.stacked') },
              ]}
            />
          </>
        )}
        {step === 2 && (
          <NumberInput label={t('editor.insertLayout.count')} min={2} max={8} value={areas} onChange={setAreas} error={valid ? undefined : t('editor.insertLayout.countRange')} />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {step === 0 ? t('editor.insertLayout.no') : t('common.cancel')}
          </Button>
          {step < 2 ? (
            <Button onClick={() => setStep(step + 1)}>{step === 0 ? t('editor.insertLayout.yes') : t('editor.insertLayout.next')}</Button>
          ) : (
            <Button disabled={!valid} onClick={() => onInsert({ direction, areas: count })}>
              {t('editor.insertLayout.insert')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
