import { listPlaceholderVariables } from '@grafiek/core';
import { useMemo, useState } from 'react';
import { useReportWidgetState, useVariables, useWidgetQuery, WidgetMessage, WidgetProblem, type WidgetViewProps } from '../../kit';
import type { VideoPlayerSettings } from '.';
import type { TextNote } from '../../i18n/widgetTexts';
import { playbackProblem, readPosterSource, readVideoSource, videoContent } from './videoSource';
import classes from './VideoPlayerView.module.css';
import { useTranslation } from 'react-i18next';

const SOURCE = 'VideoPlayer';

export default function VideoPlayerView({ settings, panelTitle }: WidgetViewProps<VideoPlayerSettings>) {
  const { t } = useTranslation();
  const hasQuery = settings.query.trim() !== '';
  // The view reports its own state: a configured URL needs no query.
  const query = useWidgetQuery(settings.query, { source: SOURCE, report: false });
  const keys = useMemo(() => listPlaceholderVariables([settings.url, settings.poster, settings.title].join('\n')), [settings.url, settings.poster, settings.title]);
  const values = useVariables(keys);
  const table = hasQuery ? query.table : undefined;
  const content = useMemo(() => {
    const lookup = new Map(keys.map((key, index) => [key, values[index]]));
    return videoContent({ url: settings.url, poster: settings.poster, title: settings.title }, table, (name) => lookup.get(name));
  }, [settings.url, settings.poster, settings.title, table, keys, values]);
  const video = useMemo(() => readVideoSource(content.source, window.location.origin), [content.source]);
  const poster = useMemo(() => readPosterSource(content.poster, window.location.origin), [content.poster]);
  // The failure of one URL only: another video is tried afresh.
  const [failure, setFailure] = useState<{ url: string; message: TextNote } | null>(null);
  const url = video.kind === 'url' ? video.url : null;
  // Listened to directly: React drops an error event that arrives before its element is
  // committed, and a broken file on this server can fail that fast.
  const watch = useMemo(
    () => (element: HTMLVideoElement | null) => {
      if (!element || !url) return undefined;
      const fail = () => setFailure({ url, message: playbackProblem(element.error?.code, url) });
      element.addEventListener('error', fail);
      if (element.error) fail();
      return () => element.removeEventListener('error', fail);
    },
    [url],
  );

  const waiting = hasQuery && (query.state === 'loading' || query.state === 'error');
  const problemNote = video.kind === 'refused' ? video.reason : failure && failure.url === url ? failure.message : null;
  const problem = problemNote && t(problemNote.key, problemNote.values);
  useReportWidgetState(waiting ? query.state : problem ? 'error' : url ? 'ready' : 'empty', waiting ? query.error : (problem ?? undefined));

  if (waiting) return <WidgetMessage query={query} texts={settings} />;
  if (problem) return <WidgetProblem>{problem}</WidgetProblem>;
  if (!url) {
    const first = table?.rows[0]?.bindings;
    const waitingFor = listPlaceholderVariables(settings.url).filter((key) => values[keys.indexOf(key)] === undefined && !first?.[key]);
    return <WidgetMessage query={{ state: 'empty', error: undefined, waitingFor }} texts={{ textNoResults: settings.textNoResults || (waitingFor.length ? undefined : t('widget.videoPlayer.noVideo')) }} />;
  }
  const name = content.title || panelTitle.trim() || 'Video';
  return (
    <figure className={classes.figure}>
      <video
        key={url}
        ref={watch}
        className={classes.video}
        src={url}
        poster={poster.kind === 'url' ? poster.url : undefined}
        controls
        preload="metadata"
        playsInline
        autoPlay={settings.autoplay}
        muted={settings.muted || settings.autoplay}
        loop={settings.loop}
        aria-label={name}
        data-video
      >
        This browser cannot play videos.
      </video>
      {poster.kind === 'refused' && <WidgetProblem size="xs">{t(poster.reason.key, poster.reason.values)}</WidgetProblem>}
      {content.title && <figcaption className={classes.title}>{content.title}</figcaption>}
    </figure>
  );
}
