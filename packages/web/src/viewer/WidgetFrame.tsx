import { ActionIcon, Loader, Popover, Text } from '@mantine/core';
import { areaPathKey, listPlaceholderVariables, resolvePlaceholders, type AreaPath, type LayoutNode } from '@grafiek/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Component, lazy, Suspense, use, useCallback, useEffect, useId, useMemo, useState, useSyncExternalStore, type ComponentType, type CSSProperties, type LazyExoticComponent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COMMON_OPTIONS,
  InfoPopover,
  optionNoteText,
  readSettings,
  useAppRuntime,
  useAreaActive,
  useVariables,
  WidgetErrorBoundary,
  WidgetProblem,
  WidgetStateContext,
  type AnyWidgetDefinition,
  type SettingsProblem,
  type WidgetStateReport,
  type WidgetViewProps,
} from '../kit';
import type { WidgetEntry } from '../widgets/registry';
import { panelClasses } from './panelStyle';
import { isWidgetHidden, visibilityVariables } from './widgetVisibility';
import classes from './WidgetFrame.module.css';

const views = new Map<AnyWidgetDefinition, LazyExoticComponent<ComponentType<WidgetViewProps<unknown>>>>();

/** One lazy component per definition, so React keeps it across renders. */
function lazyView(definition: AnyWidgetDefinition) {
  let view = views.get(definition);
  if (!view) {
    view = lazy(definition.view as () => Promise<{ default: ComponentType<WidgetViewProps<unknown>> }>);
    views.set(definition, view);
  }
  return view;
}

/** A title or info text with its variables filled in (plain text, not SPARQL). */
function plainText(text: unknown, get: (name: string) => unknown): string {
  if (typeof text !== 'string' || !text) return '';
  const resolved = resolvePlaceholders(text, get, { mode: 'plain', unresolved: 'emptyValue' });
  return resolved.ok ? resolved.text : text;
}

function borderRadii(node: LayoutNode): CSSProperties {
  const radius = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? value : undefined);
  return {
    borderTopLeftRadius: radius(node.borderTopLeftRadius),
    borderTopRightRadius: radius(node.borderTopRightRadius),
    borderBottomLeftRadius: radius(node.borderBottomLeftRadius),
    borderBottomRightRadius: radius(node.borderBottomRightRadius),
  };
}

/** Stored settings the widget could not use: it shows what it can, and says what it ignored. */
function SettingsWarning({ type, problems }: { type: string; problems: readonly SettingsProblem[] }) {
  const { t } = useTranslation();
  return (
    <Popover width={320} withArrow shadow="md" position="bottom-end">
      <Popover.Target>
        <ActionIcon className={classes.settingsWarning} size="sm" variant="subtle" color="orange" aria-label={t('widget.settingsProblems', { type })} data-settings-problems={problems.length}>
          <IconAlertTriangle size={16} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm" fw={600}>
          {t('widget.settingsProblemsHeading')}
        </Text>
        {problems.map((problem) => (
          <Text key={problem.option} size="sm">
            {problem.label} ({problem.option}): {problem.note ? optionNoteText(problem.note, t) : problem.message}
          </Text>
        ))}
      </Popover.Dropdown>
    </Popover>
  );
}

function Menubar({ title, info }: { title: string; info: string }) {
  const { t } = useTranslation();
  return (
    <div className={classes.menubar}>
      <Text span size="sm" fw={600} style={{ flex: 1 }} truncate>
        {title}
      </Text>
      {info && (
        <InfoPopover label={title ? t('widget.about', { title }) : t('widget.aboutThis')}>
          <Text size="sm">{info}</Text>
        </InfoPopover>
      )}
    </div>
  );
}

export interface WidgetFrameProps {
  definition: AnyWidgetDefinition;
  node: LayoutNode;
  path: AreaPath;
  renderArea: WidgetViewProps['renderArea'];
  updateConfig: WidgetViewProps['updateConfig'];
}

/**
 * The frame around every widget: panel style, title bar, hidden rules, loading overlay, the
 * user-interaction lock, a boundary for crashes, and the data-widget/data-state/data-error
 * attributes that tests, benchmarks and monitoring read.
 */
export function WidgetFrame({ definition, node, path, renderArea, updateConfig }: WidgetFrameProps) {
  const { store, mode, lock } = useAppRuntime();
  const { t } = useTranslation();
  const voter = useId();
  const [report, setReport] = useState<WidgetStateReport>({ state: definition.layout ? 'ready' : 'loading' });
  const onReport = useCallback((next: WidgetStateReport) => {
    setReport((current) => (current.state === next.state && current.error === next.error ? current : next));
  }, []);
  const onCrash = useCallback((message: string) => setReport({ state: 'error', error: message }), []);
  const common = useMemo(() => readSettings(COMMON_OPTIONS, node).settings, [node]);
  const own = useMemo(() => readSettings(definition.options, node), [definition, node]);

  const watched = useMemo(() => {
    const names = new Set(visibilityVariables(node));
    for (const text of [node.titleMenubar, node.infoMenubar]) {
      if (typeof text === 'string') for (const name of listPlaceholderVariables(text)) names.add(name);
    }
    return [...names];
  }, [node]);
  useVariables(watched);
  const hidden = isWidgetHidden(node, (name) => store.get(name));
  const plain = (text: unknown) => plainText(text, (name) => store.get(name));

  // A widget in an area that has never been shown (an unselected tab) does not even load its
  // code: its chunk (a map engine, a graph library) waits until someone opens the tab.
  const active = useAreaActive();
  const [shown, setShown] = useState(active);
  useEffect(() => {
    if (active) setShown(true);
  }, [active]);
  const deferred = !shown && !definition.layout;

  const locked = useSyncExternalStore(lock.subscribe, lock.isLocked);
  const state = deferred ? 'empty' : report.state;
  const loading = state === 'loading';
  const votes = !definition.layout && common.voteForUserActionsDisabledWhenLoading;
  useEffect(() => {
    if (votes && loading && !(hidden && mode !== 'edit')) lock.vote(voter);
    else lock.withdraw(voter);
  }, [votes, loading, hidden, mode, lock, voter]);
  useEffect(() => () => lock.withdraw(voter), [lock, voter]);

  if (hidden && mode !== 'edit') return null;

  const View = lazyView(definition);
  const title = plain(common.titleMenubar);
  const info = plain(common.infoMenubar);
  const frameClasses = [
    classes.frame,
    definition.layout ? classes.layout : '',
    ...panelClasses(common.panelstyle, common.panelstyleExtra),
    common.colorPrimaryAction ? classes.primaryAction : '',
    hidden ? classes.hiddenInEdit : '',
  ].filter(Boolean);
  const showOverlay = !definition.layout && loading && common.showLoadingOverlay;
  const blocked = !definition.layout && locked && !loading && common.syncWithUserActionsDisabled;

  return (
    <section
      className={frameClasses.join(' ')}
      style={definition.borderRadii === false ? undefined : borderRadii(node)}
      data-widget={definition.type}
      data-state={state}
      data-error={state === 'error' ? report.error ?? 'failed' : undefined}
      data-area={areaPathKey(path)}
      aria-label={title || undefined}
      aria-busy={loading || undefined}
    >
      {(title || info) && <Menubar title={title} info={info} />}
      <div className={classes.body}>
        <WidgetStateContext.Provider value={onReport}>
          <WidgetErrorBoundary type={definition.type} resetKey={node} onError={onCrash}>
            {!deferred && (
              <Suspense fallback={<Loader size={32} m="md" aria-label={t('widget.loadingWidget')} />}>
                <View settings={own.settings} config={node} panelTitle={common.titleMenubar} path={path} mode={mode} renderArea={renderArea} updateConfig={updateConfig} />
              </Suspense>
            )}
          </WidgetErrorBoundary>
        </WidgetStateContext.Provider>
        {showOverlay && (
          <div className={classes.overlay} aria-hidden>
            <Loader size={32} />
          </div>
        )}
        {blocked && <div className={classes.lockOverlay} aria-hidden />}
        {own.problems.length > 0 && <SettingsWarning type={definition.type} problems={own.problems} />}
      </div>
    </section>
  );
}

export type WidgetEntryFrameProps = Omit<WidgetFrameProps, 'definition'> & { entry: WidgetEntry };

/**
 * The frame of a widget whose definition is not loaded yet: a loading panel until it is, then
 * the widget's own frame. A definition that cannot be loaded (a dropped connection, a server
 * updated under an open page) is this widget's error, not the app's.
 */
export function WidgetEntryFrame({ entry, ...props }: WidgetEntryFrameProps) {
  if (entry.definition) return <WidgetFrame definition={entry.definition} {...props} />;
  return (
    <DefinitionBoundary type={entry.type} path={props.path} resetKey={props.node}>
      <Suspense fallback={<PendingWidgetFrame type={entry.type} path={props.path} />}>
        <LoadedWidgetFrame entry={entry} {...props} />
      </Suspense>
    </DefinitionBoundary>
  );
}

function PendingWidgetFrame({ type, path }: { type: string; path: AreaPath }) {
  const { t } = useTranslation();
  return (
    <section className={classes.frame} data-widget={type} data-state="loading" data-area={areaPathKey(path)} aria-busy>
      <Loader size={32} m="md" aria-label={t('widget.loadingWidget')} />
    </section>
  );
}

/** Why a widget's code could not be loaded, in the reader's language (data-error stays English for tests and monitoring). */
function DefinitionProblem({ type, message }: { type: string; message: string }) {
  const { t } = useTranslation();
  return (
    <WidgetProblem>
      {t('widget.codeFailed', { type, message })} {t('widget.reloadToRetry')}
    </WidgetProblem>
  );
}

function LoadedWidgetFrame({ entry, ...props }: WidgetEntryFrameProps) {
  return <WidgetFrame definition={use(entry.load())} {...props} />;
}

interface DefinitionBoundaryProps {
  type: string;
  path: AreaPath;
  resetKey: unknown;
  children: ReactNode;
}

class DefinitionBoundary extends Component<DefinitionBoundaryProps, { message: string | null; resetKey: unknown }> {
  override state = { message: null as string | null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { message: error instanceof Error ? error.message : String(error) };
  }

  static getDerivedStateFromProps(props: DefinitionBoundaryProps, state: { resetKey: unknown }) {
    return props.resetKey === state.resetKey ? null : { message: null, resetKey: props.resetKey };
  }

  override render() {
    const { message } = this.state;
    if (message === null) return this.props.children;
    const text = `The code of widget ${this.props.type} could not be loaded: ${message}`;
    return (
      <section className={classes.frame} data-widget={this.props.type} data-state="error" data-error={text} data-area={areaPathKey(this.props.path)}>
        <DefinitionProblem type={this.props.type} message={message} />
      </section>
    );
  }
}
