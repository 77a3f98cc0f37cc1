import { Alert, Button, Checkbox, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppRuntime, usePublish, useReportWidgetState, useRunRule, WidgetProblem, type WidgetViewProps } from '../../kit';
import type { FormSettings } from '.';
import { fieldParameters, formErrors, readFields, startValues, type FieldValues, type FormField } from './formFields';
import {
  extraParameters,
  extrasProblemText,
  failureNotice,
  messageText,
  resourceIri,
  ruleTexts,
  runSubmission,
  submitPlan,
  variableParameters,
  type FailureNotice,
} from '../../kit/ruleRuns';

const SOURCE = 'BBForm';

type Outcome = { ok: true; message: string } | { ok: false; notice: FailureNotice };

export default function FormView({ settings }: WidgetViewProps<FormSettings>) {
  const { t } = useTranslation();
  const reading = useMemo(() => readFields(settings.fields, t), [settings.fields, t]);
  const plan = submitPlan(settings.submitRule, settings.submitRuleIsTag, settings.ruleTagAfterSubmit);
  const problem = !reading.ok ? reading.error : !plan ? t('widget.rule.noRule') : extrasProblemText(t, settings.ruleparameters);
  useReportWidgetState(problem ? 'error' : 'ready', problem);
  if (!reading.ok || !plan || problem) return <WidgetProblem>{problem}</WidgetProblem>;
  return <FormFields settings={settings} fields={reading.fields} plan={plan} />;
}

function FormFields({ settings, fields, plan }: { settings: FormSettings; fields: FormField[]; plan: NonNullable<ReturnType<typeof submitPlan>> }) {
  const { store } = useAppRuntime();
  const { t } = useTranslation();
  const runRule = useRunRule();
  const publish = usePublish(SOURCE);
  const [values, setValues] = useState<FieldValues>(() => startValues(fields, (name) => store.get(name)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const formElement = useRef<HTMLFormElement>(null);

  const change = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    // A field's message goes once it is changed; it is checked again on submit.
    setErrors((current) => {
      if (!(name in current)) return current;
      const rest = { ...current };
      delete rest[name];
      return rest;
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setOutcome(null);
    const found = formErrors(fields, values, t);
    setErrors(found);
    const first = fields.find((field) => field.name in found);
    if (first) {
      // The first field that needs attention gets the focus, so its message is read out.
      formElement.current?.querySelector<HTMLElement>(`[name="${CSS.escape(first.name)}"]`)?.focus();
      return;
    }

    const fieldValues = fieldParameters(fields, values);
    const lookup = (name: string): unknown => (name in fieldValues ? fieldValues[name] : store.get(name));
    const failed = (error: unknown) => setOutcome({ ok: false, notice: failureNotice(error, messageText(settings.failureMessage, lookup), ruleTexts(t)) });

    const resource = resourceIri(settings.resourceTemplate, lookup, undefined, t);
    if (!resource.ok) return failed(new Error(resource.error));
    const withResource = (name: string): unknown => (name === 'resource' && resource.iri !== undefined ? resource.iri : lookup(name));
    const extras = extraParameters(settings.ruleparameters, withResource, t);
    if (!extras.ok) return failed(new Error(extras.error));
    if (extras.skipped.length > 0) console.warn(`${SOURCE}: extra rule parameters that are not text were skipped: ${extras.skipped.join(', ')}`);
    const parameters = {
      ...variableParameters(store.getSnapshot()),
      ...fieldValues,
      ...(resource.iri !== undefined ? { resource: resource.iri } : {}),
      ...extras.parameters,
    };

    setSending(true);
    try {
      await runSubmission(runRule, plan, parameters);
    } catch (error) {
      console.error(`${SOURCE}: the form was not stored`, error);
      failed(error);
      return;
    } finally {
      setSending(false);
    }
    setOutcome({ ok: true, message: messageText(settings.successMessage, withResource) || t('widget.rule.succeeded') });
    if (settings.publishVariable && resource.iri !== undefined) publish(settings.publishVariable, resource.iri);
    if (settings.afterSubmit !== 'keep') setValues(startValues(fields, (name) => store.get(name)));
  };

  return (
    <form ref={formElement} noValidate onSubmit={(event) => void submit(event)} style={{ padding: 'var(--mantine-spacing-xs)' }}>
      <Stack gap="sm">
        {fields.map((field) => (
          <Field key={field.name} field={field} value={values[field.name] ?? ''} error={errors[field.name]} onChange={(value) => change(field.name, value)} />
        ))}
        <div>
          <Button type="submit" loading={sending}>
            {settings.submitLabel.trim() || t('widget.form.submit')}
          </Button>
        </div>
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
      </Stack>
    </form>
  );
}

interface FieldProps {
  field: FormField;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

function Field({ field, value, error, onChange }: FieldProps) {
  const common = {
    label: field.label,
    description: field.help || undefined,
    error,
    required: field.required,
    name: field.name,
  };
  switch (field.type) {
    case 'textarea':
      return <Textarea {...common} autosize minRows={3} placeholder={field.placeholder || undefined} value={value} onChange={(event) => onChange(event.currentTarget.value)} />;
    case 'select':
      return (
        <NativeSelect
          {...common}
          data={[{ value: '', label: field.placeholder || '' }, ...field.options]}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'checkbox':
      return (
        <Checkbox
          label={field.label}
          description={field.help || undefined}
          error={error}
          name={field.name}
          checked={value === 'true'}
          onChange={(event) => onChange(event.currentTarget.checked ? 'true' : 'false')}
        />
      );
    default:
      return (
        <TextInput
          {...common}
          // Numbers are typed as text, so that what is not a number gets this form's message
          // rather than being dropped by the browser without a word.
          type={field.type === 'date' ? 'date' : field.type === 'iri' ? 'url' : 'text'}
          inputMode={field.type === 'number' ? 'decimal' : undefined}
          placeholder={field.placeholder || undefined}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
  }
}
