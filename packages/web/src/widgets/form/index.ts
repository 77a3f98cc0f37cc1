import { defineWidget, opt, type SettingsOf } from '../../kit';
import { FIELD_TYPES, FIELDS_EXAMPLE } from './formFields';

const RULES = 'Rules';
const AFTER = 'After submit';
const MESSAGES = 'Messages';

const options = {
  fields: opt.json({
    label: 'Fields',
    required: true,
    placeholder: FIELDS_EXAMPLE,
    help: `A JSON list of fields, in the order shown: {"name": "titel", "label": "Titel", "type": "text", "required": true, "default": "{{variable}}", "help": "Shown under the field", "placeholder": "..."}. Types: ${FIELD_TYPES.join(', ')}; a select field has "options": ["laag", "hoog"] or [{"value": "l", "label": "Laag"}]. Each field's value is sent to the rule as the parameter of its name (a checkbox as true or false, an empty field empty).`,
  }),
  submitLabel: opt.text({ label: 'Submit button text', default: 'Submit' }),
  submitRule: opt.text({
    label: 'Rule',
    group: RULES,
    help: 'The rule that stores the form, by name. It gets every app variable under its own name, then the fields, the new resource and the extra parameters.',
  }),
  submitRuleIsTag: opt.boolean({
    label: 'Rule is a tag',
    group: RULES,
    help: 'Run every rule with the tag above, in their order, instead of the one rule with that name.',
  }),
  ruleTagAfterSubmit: opt.text({
    label: 'Rule tag after submit',
    group: RULES,
    help: 'The rules with this tag run, with the same parameters, after the form was stored.',
  }),
  ruleparameters: opt.json({
    label: 'Extra rule parameters',
    group: RULES,
    placeholder: '{"status": "nieuw", "door": "{{gebruiker}}"}',
    help: 'A JSON object of parameters added to the fields. Values are text with {{placeholders}} of the fields and app variables; a placeholder without a value stops the submit with a message.',
  }),
  resourceTemplate: opt.text({
    label: 'New resource IRI',
    group: AFTER,
    placeholder: 'https://example.org/id/melding/{{UUID}}',
    help: 'The IRI of the resource the form creates, sent to the rule as the parameter "resource": {{UUID}} gives a fresh one, other placeholders the fields and app variables.',
  }),
  publishVariable: opt.variable({
    label: 'Publish variable',
    group: AFTER,
    help: 'Gets the new resource IRI once every rule ran (needs New resource IRI).',
  }),
  afterSubmit: opt.select(
    [
      { value: 'reset', label: 'Empty the fields (back to their defaults)' },
      { value: 'keep', label: 'Keep what was filled in' },
    ],
    { label: 'Fields after submit', group: AFTER, default: 'reset', help: 'Empty the fields after the form was stored (defaults are filled in again), or keep what was filled in.' },
  ),
  successMessage: opt.text({
    label: 'Success message',
    group: MESSAGES,
    help: 'Shown when every rule ran; may use {{placeholders}} of the fields, app variables and {{resource}}. Empty: "successfully ran rule(-chain) completely".',
  }),
  failureMessage: opt.text({
    label: 'Failure message',
    group: MESSAGES,
    help: 'Shown above the rule engine\'s errors when a rule failed. Empty: "failed to run rule(-chain) completely". A call the server refused or could not answer says "command error" and why.',
  }),
};

export type FormSettings = SettingsOf<typeof options>;

export const form = defineWidget({
  type: 'BBForm',
  label: 'BBForm',
  category: 'Input',
  description:
    'A form from its own list of fields: checks every field before sending, sends the values as rule parameters through the command endpoint, runs a rule tag after submit, says whether it worked and publishes the new resource.',
  options,
  view: () => import('./FormView'),
});
