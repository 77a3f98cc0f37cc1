import { useEffect, useMemo, useRef, useState } from 'react';
import { usePublish, useReportWidgetState, useVariable, WidgetMessage, WidgetProblem, type WidgetViewProps } from '../../kit';
import { DEFAULT_SELECTION_COLOR } from '../../kit/map/featureLayers';
import { MapOverlays } from '../../kit/map/MapOverlays';
import { mapHeight } from '../../kit/map/mapHeight';
import classes from '../../kit/map/MapPanel.module.css';
import { selectedUris } from '../../kit/map/selectedUris';
import { useMapFeatures } from '../../kit/map/useMapFeatures';
import type { ThreeViewerSettings } from '.';
import { sceneBlocks, type Block } from './blocks';
import { BlockViewer } from './BlockViewer';
import { useTranslation } from 'react-i18next';

const SOURCE = 'BBThreeJSViewer';

export default function ThreeViewerView({ settings, panelTitle }: WidgetViewProps<ThreeViewerSettings>) {
  const { t } = useTranslation();
  const { query, directives, features, legend, problems } = useMapFeatures(settings.query, { source: SOURCE, report: false });
  const blockScene = useMemo(
    () => (query.table ? sceneBlocks(features, query.table, settings.defaultHeight, t) : { blocks: [], size: 0, problems: [] }),
    [features, query.table, settings.defaultHeight, t],
  );
  // The browser's own reason; the sentence around it is in the reader's language.
  const [noWebgl, setViewerError] = useState<string>();
  const viewerError = noWebgl === undefined ? undefined : t('widget.threeViewer.noWebgl', { message: noWebgl });
  useReportWidgetState(viewerError ? 'error' : query.state, viewerError ?? query.error);

  const publishVariable = settings.publishVariable;
  const selectedValue = useVariable(settings.subscribeVariable || publishVariable || null);
  const selected = useMemo(() => selectedUris(selectedValue), [selectedValue]);
  const publish = usePublish(SOURCE);
  const [picked, setPicked] = useState<Block>();

  const container = useRef<HTMLDivElement>(null);
  const viewer = useRef<BlockViewer | null>(null);
  const onPick = useRef<(block: Block | undefined) => void>(() => undefined);
  onPick.current = (block) => {
    setPicked(block);
    if (block?.uri && publishVariable) publish(publishVariable, block.uri);
  };

  const showViewer = query.state === 'ready' || (query.state === 'loading' && query.table !== undefined);
  useEffect(() => {
    if (!showViewer || !container.current) return;
    try {
      viewer.current = new BlockViewer(container.current, (block) => onPick.current(block));
    } catch (error) {
      setViewerError(error instanceof Error ? error.message : String(error));
      return;
    }
    return () => {
      viewer.current?.destroy();
      viewer.current = null;
    };
  }, [showViewer]);

  useEffect(() => {
    viewer.current?.setBlocks(blockScene, { alpha: directives.alpha, selectionColor: directives.selectionColor ?? DEFAULT_SELECTION_COLOR });
  }, [blockScene, directives.alpha, directives.selectionColor, showViewer]);

  useEffect(() => {
    viewer.current?.setSelected(selected);
  }, [selected, blockScene, showViewer]);

  if (viewerError) return <WidgetProblem>{viewerError}</WidgetProblem>;
  if (!showViewer) return <WidgetMessage query={query} texts={settings} />;

  const notices = [...problems, ...blockScene.problems];
  const selectedBlock = blockScene.blocks.find((block) => block.uri !== undefined && selected.includes(block.uri)) ?? picked;
  const selectedName = selectedBlock?.label ?? selectedBlock?.uri;

  return (
    <div className={classes.root} style={mapHeight(settings.height)} data-block-count={blockScene.blocks.length} data-selected={selected.join(' ')}>
      <div
        ref={container}
        style={{ position: 'absolute', inset: 0 }}
        role="application"
        aria-label={`${directives.title ? `3D view: ${directives.title}` : panelTitle.trim() || '3D view'}; drag to turn, scroll to zoom, click a block to choose it`}
      />
      <MapOverlays status={selectedName && `Selected: ${selectedName}`} notices={notices} noticesLabel="3D view notices" directives={directives} legend={legend} />
    </div>
  );
}
