import { isEmptyValue, type PlaceholderValues } from '@grafiek/core';
import type { TFunction } from 'i18next';
import { extraParameters, variableParameters } from '../../kit/ruleRuns';

export type SaveRequest = { ok: true; parameters: Record<string, string>; skipped: string[] } | { ok: false; error: string };

/**
 * What saving a drawing sends to its rule: every app variable under its own name, the extra
 * parameters with their placeholders filled, then `svg` (the drawing's text) and, with a subject
 * variable, `uri` (its value: the resource the drawing belongs to). A subject variable without
 * a value stops the save, so a drawing is never stored on nothing. Errors are in the reader's language.
 */
export function saveRequest(
  variables: Readonly<Record<string, unknown>>,
  extras: unknown,
  svg: string,
  subjectVariable: string,
  t: TFunction,
  lookup: PlaceholderValues = variables,
): SaveRequest {
  const subject = subjectVariable ? variables[subjectVariable] : undefined;
  if (subjectVariable && (isEmptyValue(subject) || typeof subject !== 'string')) {
    return { ok: false, error: t('widget.svgEditor.noSubject', { variable: subjectVariable }) };
  }
  const extra = extraParameters(extras, lookup, t);
  if (!extra.ok) return extra;
  const parameters = { ...variableParameters(variables), ...extra.parameters, svg };
  return { ok: true, parameters: subjectVariable ? { ...parameters, uri: subject as string } : parameters, skipped: extra.skipped };
}
