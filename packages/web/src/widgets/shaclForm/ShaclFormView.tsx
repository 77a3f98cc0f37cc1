import { Alert, Button, Center, List, Loader, Stack, Text } from '@mantine/core';
import { isEmptyValue, listPlaceholderVariables, resolvePlaceholders } from '@grafiek/core';
import type { TFunction } from 'i18next';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  runAuthorScript,
  useAppRuntime,
  usePublish,
  useReportWidgetState,
  useRunRule,
  useVariable,
  useVariables,
  WidgetProblem,
  type WidgetState,
  type WidgetViewProps,
} from '../../kit';
import { DEFAULT_NEW_SUBJECT, type ShaclFormSettings } from '.';
import { runGraphQuery } from './graphQuery';
import { classInstancesQuery, formParameters, isIri, shapesQuery, validationLines, valuesQuery, type FormQuad, type FormTerm, type ValidationNote } from './shaclGraph';
import {
  extraParameters,
  extrasProblemText,
  failureNotice,
  messageText,
  NO_RULE,
  resourceIri,
  ruleTexts,
  variableParameters,
  type FailureNotice,
} from '../../kit/ruleRuns';
import { BAD_PREFIX, NO_SCRIPT, runsRules, submitForm, SubmitScriptError, submitTarget, type SubmitTarget } from './submitModes';
import { useGraphQuery } from './useGraphQuery';

const SOURCE = 'BBDForm';
/** What the library shows while it builds the form; seeing it tells that building has begun. */
const LOADING_TEXT = 'Loading form…';

/** The `<shacl-form>` element, as far as this widget uses it (README of @ulb-darmstadt/shacl-form). */
interface ShaclFormElement extends HTMLElement {
  shape: { nodeId: FormTerm } | null;
  form: HTMLFormElement;
  validate(ignoreEmptyValues?: boolean): Promise<boolean>;
  toRDF(): { getQuads(subject: null, predicate: null, object: null, graph: null): FormQuad[] };
  setClassInstanceProvider(provider: (classIri: string) => Promise<string>): void;
}

let library: Promise<unknown> | undefined;

/** The form library (with N3 and rdf-validate-shacl, some 150 kB), loaded with the first SHACL form shown. */
function loadLibrary(): Promise<unknown> {
  library ??= import('@ulb-darmstadt/shacl-form').catch((error: unknown) => {
    library = undefined;
    throw error;
  });
  return library;
}

type Outcome = { ok: true; message: string } | { ok: false; notice: FailureNotice } | { ok: 'invalid'; lines: string[] };

/** A settings problem of submitModes in the reader's language. */
function targetProblem(t: TFunction, problem: string): string {
  if (problem === NO_RULE) return t('widget.rule.noRule');
  if (problem === NO_SCRIPT) return t('widget.shaclForm.noScript');
  if (problem === BAD_PREFIX) return t('widget.shaclForm.badPrefix', { example: '{{placeholders}}' });
  return problem;
}

export default function ShaclFormView({ settings }: WidgetViewProps<ShaclFormSettings>) {
  const { t } = useTranslation();
  const target = submitTarget(settings);
  const noShape = t('widget.shaclForm.noShape');
  const problem = !settings.shapeIri.trim() && !settings.shapesQuery.trim() ? noShape : !target.ok ? targetProblem(t, target.problem) : extrasProblemText(t, settings.ruleparameters);
  if (problem || !target.ok) return <SettingsProblem problem={problem ?? noShape} />;
  return <ShaclFormBody settings={settings} target={target} />;
}

function SettingsProblem({ problem }: { problem: string }) {
  useReportWidgetState('error', problem);
  return <WidgetProblem>{problem}</WidgetProblem>;
}

/** A template's text with the app variables filled in as plain text, or what it waits for. */
function usePlainText(template: string): { text: string; waitingFor: string[] } {
  const keys = useMemo(() => listPlaceholderVariables(template), [template]);
  const values = useVariables(keys);
  return useMemo(() => {
    const lookup: Record<string, unknown> = {};
    keys.forEach((key, index) => (lookup[key] = values[index]));
    const resolved = resolvePlaceholders(template.trim(), lookup, { mode: 'plain', unresolved: 'emptyResult' });
    const text = resolved.ok ? resolved.text : '';
    return { text, waitingFor: text ? [] : keys.filter((_, index) => isEmptyValue(values[index])) };
  }, [template, keys, values]);
}

type HostState = { state: 'loading' } | { state: 'ready' } | { state: 'error'; error: string };

/** What the form is made from, once everything has arrived. */
interface FormSpec {
  shapes: string;
  shapeSubject: string;
  values: string | undefined;
  subject: string;
  language: string;
}

function ShaclFormBody({ settings, target }: { settings: ShaclFormSettings; target: Extract<SubmitTarget, { ok: true }> }) {
  const { store, endpoint } = useAppRuntime();
  const { t } = useTranslation();
  const runRule = useRunRule();
  const publish = usePublish(SOURCE);

  // The shape: its IRI (for the form's root) and the graph that describes it.
  const shape = usePlainText(settings.shapeIri);
  const shapeProblem = shape.text && !isIri(shape.text) ? t('widget.shaclForm.shapeNotIri', { shape: shape.text }) : undefined;
  const shapes = useGraphQuery(settings.shapesQuery.trim() || (settings.shapeIri.trim() ? shapesQuery(settings.shapeIri.trim()) : ''), SOURCE);

  // The resource: an existing one to edit, or a new one with a fresh IRI per form.
  const edited = useVariable(settings.subjectVariable || null);
  const editing = settings.subjectVariable !== '' && !isEmptyValue(edited);
  const editedIri = editing ? String(edited).trim() : '';
  const subjectProblem = editing && !isIri(editedIri) ? t('widget.shaclForm.subjectNotIri', { name: settings.subjectVariable, value: editedIri }) : undefined;
  const values = useGraphQuery(editing && !subjectProblem ? settings.valuesQuery.trim() || valuesQuery(`{{${settings.subjectVariable}}}`) : '', SOURCE);
  const [generation, setGeneration] = useState(0);
  const fresh = useMemo(
    () => resourceIri(settings.newSubject || DEFAULT_NEW_SUBJECT, (name) => store.get(name), undefined, t),
    // A new form (after a reset) is a new resource.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [settings.newSubject, store, generation, t],
  );
  const subject = editing ? editedIri : fresh.ok ? fresh.iri : undefined;

  const [libraryState, setLibraryState] = useState<HostState>({ state: 'loading' });
  const { i18n } = useTranslation();
  useEffect(() => {
    let current = true;
    loadLibrary().then(
      () => current && setLibraryState({ state: 'ready' }),
      (error: unknown) =>
        current && setLibraryState({ state: 'error', error: i18n.t('widget.shaclForm.libraryFailed', { message: error instanceof Error ? error.message : String(error) }) }),
    );
    return () => {
      current = false;
    };
  }, [i18n]);

  const shapesTurtle = shapes.state === 'ready' ? shapes.turtle : undefined;
  const valuesTurtle = values.state === 'ready' ? values.turtle : undefined;
  const emptyShapes = shapesTurtle !== undefined && !hasTriples(shapesTurtle);
  const language = settings.language.trim();
  // Made of texts only, so that the form is built again only when one of them changed.
  const spec = useMemo((): FormSpec | undefined => {
    if (shapesTurtle === undefined || emptyShapes || !subject || shapeProblem || subjectProblem) return undefined;
    if (editing && valuesTurtle === undefined) return undefined;
    return { shapes: shapesTurtle, shapeSubject: shape.text, values: editing ? valuesTurtle : undefined, subject, language };
  }, [shapesTurtle, emptyShapes, subject, shapeProblem, subjectProblem, editing, valuesTurtle, shape.text, language]);

  const classInstances = useCallback(async (classIri: string) => (endpoint && isIri(classIri) ? runGraphQuery(endpoint, classInstancesQuery(classIri)) : ''), [endpoint]);
  const element = useRef<ShaclFormElement | null>(null);
  const [host, setHost] = useState<HostState>({ state: 'loading' });
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  // What the frame says, and what the widget shows instead of the form.
  let state: WidgetState = 'loading';
  let error: string | undefined;
  let waiting: string[] = [];
  const failed = [shapeProblem, subjectProblem, fresh.ok ? undefined : fresh.error, shapes.state === 'error' ? shapes.error : undefined, values.state === 'error' ? values.error : undefined, libraryState.state === 'error' ? libraryState.error : undefined].find(Boolean);
  if (failed) {
    state = 'error';
    error = failed;
  } else if (emptyShapes) {
    state = 'error';
    error = shape.text ? t('widget.shaclForm.noShapeInRepository', { shape: shape.text }) : t('widget.shaclForm.noTriples');
  } else if (shapes.state === 'waiting' || values.state === 'waiting' || shape.waitingFor.length > 0) {
    state = 'empty';
    waiting = [...new Set([...shape.waitingFor, ...(shapes.state === 'waiting' ? shapes.waitingFor : []), ...(values.state === 'waiting' ? values.waitingFor : [])])];
  } else if (spec && libraryState.state === 'ready') {
    if (host.state === 'error') {
      state = 'error';
      error = host.error;
    } else state = host.state;
  }
  useReportWidgetState(state, error);

  const submit = async () => {
    const form = element.current;
    if (sending || !form?.shape || !subject) return;
    setOutcome(null);
    const valid = await form.validate(false);
    if (!valid) {
      const lines = validationLines(validationNotes(form));
      setOutcome({ ok: 'invalid', lines: lines.length > 0 ? lines : [t('widget.shaclForm.notConforming')] });
      return;
    }
    const fail = (reason: unknown, lookup: (name: string) => unknown) => {
      const script = reason instanceof SubmitScriptError;
      const title = messageText(settings.failureMessage, lookup) || (script ? t('widget.shaclForm.notSubmitted') : '');
      setOutcome({ ok: false, notice: failureNotice(script ? new Error(t('widget.shaclForm.scriptFailed')) : reason, title, ruleTexts(t)) });
    };
    const read = formParameters(form.toRDF().getQuads(null, null, null, null), form.shape.nodeId);
    const formValues = read.ok ? read.parameters : {};
    const lookup = (name: string): unknown => (name === 'resource' ? subject : name in formValues ? formValues[name] : store.get(name));
    if (!read.ok) return fail(new Error(read.error), lookup);
    const extras = extraParameters(settings.ruleparameters, lookup, t);
    if (!extras.ok) return fail(new Error(extras.error), lookup);
    if (extras.skipped.length > 0) console.warn(`${SOURCE}: extra rule parameters that are not text were skipped: ${extras.skipped.join(', ')}`);
    const own = { ...formValues, resource: subject, ...extras.parameters };
    const parameters = { ...variableParameters(store.getSnapshot()), ...own };

    setSending(true);
    try {
      await submitForm(target, own, parameters, {
        runRule,
        publish,
        runScript: (code, row) => runAuthorScript(store, { label: 'BBDForm submit JavaScript', code, row, source: SOURCE }),
      });
    } catch (reason) {
      console.error(`${SOURCE}: the form was not stored`, reason);
      fail(reason, lookup);
      return;
    } finally {
      setSending(false);
    }
    setOutcome({ ok: true, message: messageText(settings.successMessage, lookup) || (runsRules(target) ? t('widget.rule.succeeded') : t('widget.shaclForm.submitted')) });
    if (settings.publishVariable) publish(settings.publishVariable, subject);
    if (settings.afterSubmit !== 'keep') setGeneration((count) => count + 1);
  };

  const showForm = spec !== undefined && libraryState.state === 'ready' && !failed;
  return (
    <Stack gap="sm" p="xs">
      {state === 'error' && <WidgetProblem>{error}</WidgetProblem>}
      {state === 'empty' && (
        <Text c="gray.7" size="sm">
          {t('widget.waitingFor', { names: waiting.join(', ') })}
        </Text>
      )}
      {state === 'loading' && !showForm && (
        <Center p="md">
          <Loader size={32} aria-label={t('widget.shaclForm.loading')} />
        </Center>
      )}
      {showForm && (
        <>
          {/* Hidden, not removed, when the library failed: its message is the widget's (above). */}
          <div hidden={host.state === 'error'}>
            <FormHost key={generation} spec={spec} classInstances={classInstances} element={element} onState={setHost} />
          </div>
          {host.state === 'ready' && (
            <div>
              <Button loading={sending} onClick={() => void submit()}>
                {settings.submitLabel.trim() || t('widget.form.submit')}
              </Button>
            </div>
          )}
        </>
      )}
      {outcome?.ok === true && (
        <Alert color="green" variant="light" role="status" data-form-outcome="success">
          {outcome.message}
        </Alert>
      )}
      {outcome?.ok === false && (
        <Alert color="red" variant="light" role="alert" title={outcome.notice.title} data-form-outcome="failure">
          {outcome.notice.message}
        </Alert>
      )}
      {outcome?.ok === 'invalid' && (
        <Alert color="red" variant="light" role="alert" title={t('widget.shaclForm.notValid')} data-form-outcome="invalid">
          <List size="sm">
            {outcome.lines.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}

/** Whether a Turtle text holds any triple (more than prefixes, a base and comments). */
function hasTriples(turtle: string): boolean {
  const rest = turtle
    .split('\n')
    .filter((line) => !/^\s*(?:@?prefix|@?base)\b/i.test(line) && !/^\s*#/.test(line))
    .join('');
  return rest.trim() !== '';
}

/** The library's validation results, as it shows them beside the fields: an icon whose title is the message. */
function validationNotes(form: ShaclFormElement): ValidationNote[] {
  const notes: ValidationNote[] = [];
  for (const mark of form.shadowRoot?.querySelectorAll('.validation-error') ?? []) {
    const field = mark.closest('.property-instance');
    const label = field?.querySelector(':scope > label, :scope > div > label')?.textContent ?? '';
    notes.push({ label, message: mark.getAttribute('title') ?? '' });
  }
  return notes;
}

interface FormHostProps {
  spec: FormSpec;
  classInstances: (classIri: string) => Promise<string>;
  element: React.RefObject<ShaclFormElement | null>;
  onState: (state: HostState) => void;
}

/**
 * The `<shacl-form>` element: made anew for each shape, values and resource, and watched until
 * it has built its form (or put its error in place of one).
 */
function FormHost({ spec, classInstances, element, onState }: FormHostProps) {
  const container = useRef<HTMLDivElement>(null);
  const { i18n } = useTranslation();
  useEffect(() => {
    const box = container.current;
    if (!box) return;
    onState({ state: 'loading' });
    const form = document.createElement('shacl-form') as ShaclFormElement;
    form.setClassInstanceProvider(classInstances);
    form.setAttribute('data-shapes', spec.shapes);
    if (spec.shapeSubject) form.setAttribute('data-shape-subject', spec.shapeSubject);
    if (spec.values !== undefined) form.setAttribute('data-values', spec.values);
    form.setAttribute('data-values-subject', spec.subject);
    if (spec.language) form.setAttribute('data-language', spec.language);
    // owl:imports would make the browser fetch any address a shape names: shapes come from the repository.
    form.setAttribute('data-ignore-owl-imports', '');
    form.setAttribute('data-loading', LOADING_TEXT);
    box.replaceChildren(form);
    element.current = form;

    let sawLoading = false;
    const check = (records: MutationRecord[]) => {
      for (const record of records) for (const node of record.addedNodes) if (node.nodeType === Node.TEXT_NODE && node.textContent === LOADING_TEXT) sawLoading = true;
      const inner = form.form;
      const only = inner.childNodes.length === 1 ? inner.firstChild : null;
      if (only?.nodeType === Node.TEXT_NODE) {
        sawLoading = true;
        return;
      }
      if (form.shape && inner.contains(form.shape as unknown as Node)) onState({ state: 'ready' });
      else if (inner.childNodes.length > 0) onState({ state: 'error', error: inner.textContent?.trim() || i18n.t('widget.shaclForm.notMade') });
      else if (sawLoading) onState({ state: 'error', error: spec.shapeSubject ? i18n.t('widget.shaclForm.noNodeShapeNamed', { shape: spec.shapeSubject }) : i18n.t('widget.shaclForm.noNodeShape') });
    };
    const observer = new MutationObserver(check);
    if (form.shadowRoot) observer.observe(form.shadowRoot, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      if (element.current === form) element.current = null;
      form.remove();
    };
  }, [spec, classInstances, element, onState, i18n]);
  return <div ref={container} data-shacl-form-host />;
}
