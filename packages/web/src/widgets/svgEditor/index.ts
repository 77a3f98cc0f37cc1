import { defineWidget, messageOptions, opt, type SettingsOf } from '../../kit';

const SAVING = 'Saving';
const DRAWING = 'New drawing';
const MESSAGES = 'Messages';

const options = {
  query: opt.sparql({
    label: 'Query',
    placeholder: 'SELECT ?svg WHERE { <{{tekening}}> ex:svg ?svg }',
    help: 'Gives the stored drawing: an SVG literal in the first row\'s ?svg column (else its first column). No row: a new, empty drawing. The SVG is sanitised before it is shown.',
  }),
  subjectVariable: opt.variable({
    label: 'Subject variable',
    help: 'The app variable that holds the IRI of the resource the drawing belongs to; the save rule gets it as the parameter "uri". Saving waits until it has a value.',
  }),
  saveRule: opt.text({
    label: 'Save rule',
    group: SAVING,
    required: true,
    help: 'The rule that stores the drawing, by name. It gets every app variable under its own name, the extra parameters, "svg" (the drawing as SVG text, sanitised) and "uri" (the subject), e.g. DELETE { <{{uri}}> ex:svg ?oud } INSERT { <{{uri}}> ex:svg "{{svg}}" } WHERE { OPTIONAL { <{{uri}}> ex:svg ?oud } }.',
  }),
  saveRuleIsTag: opt.boolean({
    label: 'Save rule is a tag',
    group: SAVING,
    help: 'Run every rule with the tag above, in their order, instead of the one rule with that name.',
  }),
  ruleparameters: opt.json({
    label: 'Extra rule parameters',
    group: SAVING,
    placeholder: '{"door": "{{gebruiker}}"}',
    help: 'A JSON object of text parameters added to the save, with {{placeholders}} of the app variables; a placeholder without a value stops the save with a message.',
  }),
  width: opt.number({ label: 'Width', group: DRAWING, default: 800, help: 'The width of a new drawing, in drawing units (its viewBox).' }),
  height: opt.number({ label: 'Height', group: DRAWING, default: 500, help: 'The height of a new drawing, in drawing units.' }),
  successMessage: opt.text({ label: 'Success message', group: MESSAGES, help: 'Shown when the drawing was saved; may use {{placeholders}}. Empty: "The drawing was saved."' }),
  failureMessage: opt.text({
    label: 'Failure message',
    group: MESSAGES,
    help: 'Shown above the rule engine\'s errors when the save failed. Empty: "failed to run rule(-chain) completely". The drawing stays as it is.',
  }),
  ...messageOptions,
};

export type SvgEditorSettings = SettingsOf<typeof options>;

export const svgEditor = defineWidget({
  type: 'BB SVGEditor',
  aliases: ['BBSVGEditor'],
  label: 'BB SVGEditor',
  category: 'Input',
  description:
    'Draw and edit an SVG (rectangles, ellipses, lines, texts; select, move, delete, colours), loaded from a query\'s literal and saved as a literal through a rule with the drawing and its subject.',
  options,
  view: () => import('./SvgEditorView'),
});
