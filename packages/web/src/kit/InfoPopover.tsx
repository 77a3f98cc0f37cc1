import { ActionIcon, Popover, type ActionIconProps } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';

/** An info popup closes itself after this long (spec: 2.5 seconds). */
export const INFO_POPUP_MS = 2500;

export interface InfoPopoverProps {
  /** The button's accessible name, e.g. "About this map". */
  label: string;
  children: ReactNode;
  width?: number;
  size?: ActionIconProps['size'];
  variant?: ActionIconProps['variant'];
}

/** The info button of a widget: a click opens its text, which closes by itself after a moment. */
export function InfoPopover({ label, children, width = 280, size = 'sm', variant = 'subtle' }: InfoPopoverProps) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => setOpen(false), INFO_POPUP_MS);
    return () => clearTimeout(timer);
  }, [open]);
  return (
    <Popover width={width} withArrow shadow="md" position="bottom-end" opened={open} onChange={setOpen}>
      <Popover.Target>
        <ActionIcon size={size} variant={variant} color="gray" aria-label={label} aria-expanded={open} onClick={() => setOpen((was) => !was)}>
          <IconInfoCircle size={16} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>{children}</Popover.Dropdown>
    </Popover>
  );
}
