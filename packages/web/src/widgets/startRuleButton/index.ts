import { defineWidget, opt, type SettingsOf } from '../../kit';

const MESSAGES = 'Messages';
const AFTER = 'After success';

const options = {
  label: opt.text({ label: 'Button text', default: 'Start' }),
  startRule: opt.text({
    label: 'Rule tag',
    required: true,
    help: 'The rules with this tag run in their order, as one chain. EMPTY runs no rule (the button then only publishes).',
  }),
  runSingleRule: opt.boolean({
    label: 'One rule by name',
    help: 'Run the one rule with the name above instead of every rule with that tag.',
  }),
  ruleparameters: opt.json({
    label: 'Extra rule parameters',
    help: 'The rule gets every app variable under its own name; this JSON object adds parameters, e.g. {"status": "klaar", "door": "{{gebruiker}}"}. Values are text with {{placeholders}}; a placeholder without a value stops the run with a message.',
    placeholder: '{"parameter": "{{variable}}"}',
  }),
  confirmation: opt.text({
    label: 'Confirmation question',
    help: 'Asked first, with Yes and No, when set; may use {{placeholders}}.',
  }),
  successMessage: opt.text({
    label: 'Success message',
    group: MESSAGES,
    help: 'Shown when every rule ran. Empty: "successfully ran rule(-chain) completely".',
  }),
  failureMessage: opt.text({
    label: 'Failure message',
    group: MESSAGES,
    help: 'Shown above the rule engine\'s errors when a rule failed. Empty: "failed to run rule(-chain) completely". A call the server refused or could not answer says "command error" and why.',
  }),
  publishVariable: opt.variable({
    label: 'Publish variable',
    group: AFTER,
    help: 'An app variable set after every rule ran, e.g. to show what the rule made. Queries of this repository run again after a rule anyway.',
  }),
  publishValue: opt.text({
    label: 'Published value',
    group: AFTER,
    help: 'What the publish variable gets, with {{placeholders}} ({{UUID}} gives a fresh one). Empty: the time of the run, in milliseconds.',
  }),
};

export type StartRuleButtonSettings = SettingsOf<typeof options>;

export const startRuleButton = defineWidget({
  type: 'StartRuleButton',
  label: 'StartRuleButton',
  category: 'Action',
  description: 'A button that runs the rules with a tag (or one rule) with the app variables as parameters, after an optional question, and says whether they ran.',
  options,
  view: () => import('./StartRuleButtonView'),
});
