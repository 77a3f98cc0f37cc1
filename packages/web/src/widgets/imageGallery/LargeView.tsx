import { ActionIcon, Modal, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useEffectEvent } from 'react';
import { WidgetProblem } from '../../kit';
import { movedIndex } from './galleryItems';
import { WatchedImage } from './WatchedImage';
import classes from './ImageGalleryView.module.css';
import { useTranslation } from 'react-i18next';

export interface LargeViewProps {
  index: number;
  count: number;
  caption: string;
  url: string | undefined;
  /** Why the picture is not shown, when it is not. */
  problem: string | undefined;
  fit: 'contain' | 'cover';
  onMove: (index: number) => void;
  onFailed: (url: string) => void;
  onClose: () => void;
}

/**
 * One picture of the gallery over the whole window. The arrow keys (and Home, End) move through
 * the pictures wherever the focus is inside it; Escape and the close button close it, and the
 * focus goes back to the picture that opened it.
 */
export function LargeView({ index, count, caption, url, problem, fit, onMove, onFailed, onClose }: LargeViewProps) {
  const { t } = useTranslation();
  const title = caption || t('widget.imageGallery.pictureOf', { number: index + 1, total: count });
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    const next = movedIndex(event.key, index, count);
    if (next === undefined) return;
    event.preventDefault();
    if (next !== index) onMove(next);
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  return (
    <Modal
      opened
      onClose={onClose}
      fullScreen
      zIndex={1000}
      title={title}
      closeButtonProps={{ 'aria-label': t('widget.imageGallery.close') }}
      classNames={{ content: classes.largeContent, body: classes.largeBody }}
      transitionProps={{ duration: 0 }}
      data-gallery-large-view
    >
      <div className={classes.stage}>
        <ActionIcon size="xl" variant="subtle" aria-label={t('widget.imageGallery.previous')} disabled={index === 0} onClick={() => onMove(index - 1)}>
          <IconChevronLeft size={28} />
        </ActionIcon>
        <div className={classes.largeFrame}>
          {url ? (
            <WatchedImage key={url} className={classes.largeImage} style={{ objectFit: fit }} url={url} onFailed={onFailed} alt={title} data-gallery-large-image />
          ) : (
            <WidgetProblem>{problem}</WidgetProblem>
          )}
        </div>
        <ActionIcon size="xl" variant="subtle" aria-label={t('widget.imageGallery.next')} disabled={index === count - 1} onClick={() => onMove(index + 1)}>
          <IconChevronRight size={28} />
        </ActionIcon>
      </div>
      <Text size="sm" ta="center" c="dimmed" aria-live="polite" data-gallery-position>
        {index + 1} / {count}
      </Text>
    </Modal>
  );
}
