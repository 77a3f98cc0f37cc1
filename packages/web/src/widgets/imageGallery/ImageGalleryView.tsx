import { UnstyledButton } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { usePublish, useReportWidgetState, useVariable, useWidgetQuery, WidgetMessage, WidgetProblem, type WidgetViewProps } from '../../kit';
import type { ImageGallerySettings } from '.';
import { galleryItems } from './galleryItems';
import { LargeView } from './LargeView';
import { pictureUrl } from '../../kit/images/sanitizeSvg';
import { WatchedImage } from './WatchedImage';
import classes from './ImageGalleryView.module.css';
import { useTranslation } from 'react-i18next';

const SOURCE = 'Image Gallery';

export default function ImageGalleryView({ settings, panelTitle }: WidgetViewProps<ImageGallerySettings>) {
  const { t } = useTranslation();
  // The view reports its own state: rows without a picture are no pictures to show.
  const query = useWidgetQuery(settings.query, { source: SOURCE, report: false });
  const publish = usePublish(SOURCE);
  const publishVariable = settings.publishVariable;
  const selected = useVariable(publishVariable || null);
  const gallery = useMemo(
    () => galleryItems(query.table, { image: settings.imageVariable, caption: settings.captionVariable, uri: settings.uriVariable }),
    [query.table, settings.imageVariable, settings.captionVariable, settings.uriVariable],
  );
  const pictures = useMemo(() => gallery.items.map((item) => pictureUrl(item.source, t)), [gallery.items, t]);
  const [opened, setOpened] = useState<number | null>(null);
  // The picture that opened the large view gets the focus back when it closes.
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (opened !== null || !opener.current) return;
    opener.current.focus();
    opener.current = null;
  }, [opened]);
  // URLs that failed to load, so a picture that is fixed in the data is tried again.
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const markFailed = useCallback((url: string) => setFailed((current) => (current.has(url) ? current : new Set(current).add(url))), []);

  const count = gallery.items.length;
  const waiting = query.state === 'loading' || query.state === 'error';
  const state = waiting ? query.state : gallery.problem ? 'error' : count > 0 ? 'ready' : 'empty';
  const galleryProblem = gallery.problem && t(gallery.problem.key, gallery.problem.values);
  useReportWidgetState(state, waiting ? query.error : galleryProblem);

  if (waiting) return <WidgetMessage query={query} texts={settings} />;
  if (galleryProblem) return <WidgetProblem>{galleryProblem}</WidgetProblem>;
  if (count === 0) return <WidgetMessage query={{ ...query, state: 'empty' }} texts={{ textNoResults: settings.textNoResults || (query.waitingFor.length ? undefined : t('widget.imageGallery.noPictures')) }} />;

  const name = (index: number) => gallery.items[index]!.caption || t('widget.imageGallery.pictureOf', { number: index + 1, total: count });
  // What the large view shows is the chosen picture: its ?uri is published as it comes into view.
  const show = (index: number) => {
    const uri = gallery.items[index]?.uri;
    if (publishVariable && uri) publish(publishVariable, uri);
  };
  const open = (index: number, button: HTMLElement) => {
    show(index);
    if (!settings.openLargeView) return;
    opener.current = button;
    setOpened(index);
  };
  const problemOf = (index: number): string | undefined => {
    const picture = pictures[index];
    if (!picture) return t('widget.imageGallery.noPicture');
    if ('reason' in picture) return picture.reason;
    return failed.has(picture.url) ? t('widget.imageGallery.loadFailed') : undefined;
  };
  const style = { '--gallery-size': `${Math.max(48, settings.thumbnailSize)}px`, '--gallery-fit': settings.thumbnailFit } as CSSProperties;

  return (
    <div className={classes.root} style={style}>
      <ul className={classes.grid} aria-label={panelTitle.trim() || 'Image Gallery'}>
        {gallery.items.map((item, index) => {
          const picture = pictures[index];
          const url = picture && 'url' in picture ? picture.url : undefined;
          const problem = problemOf(index);
          const isSelected = item.uri !== undefined && item.uri === selected;
          return (
            <li key={index} className={classes.item} data-selected={isSelected || undefined}>
              <UnstyledButton
                className={classes.thumbnail}
                aria-label={name(index)}
                aria-haspopup={settings.openLargeView ? 'dialog' : undefined}
                aria-current={isSelected || undefined}
                onClick={(event) => open(index, event.currentTarget)}
              >
                {url && !problem ? (
                  <WatchedImage className={classes.image} url={url} onFailed={markFailed} alt="" loading="lazy" decoding="async" data-gallery-image />
                ) : (
                  <IconPhotoOff size={32} color="var(--mantine-color-gray-6)" aria-hidden />
                )}
              </UnstyledButton>
              {settings.showCaptions && item.caption && <div className={classes.caption}>{item.caption}</div>}
              {problem && <WidgetProblem size="xs">{problem}</WidgetProblem>}
            </li>
          );
        })}
      </ul>
      {opened !== null && opened < count && (
        <LargeView
          index={opened}
          count={count}
          caption={gallery.items[opened]!.caption}
          url={problemOf(opened) ? undefined : (pictures[opened] as { url: string }).url}
          problem={problemOf(opened)}
          fit={settings.fullscreenFit}
          onMove={(index) => {
            setOpened(index);
            show(index);
          }}
          onFailed={markFailed}
          onClose={() => setOpened(null)}
        />
      )}
    </div>
  );
}
