import { defineWidget, opt, type SettingsOf } from '../../kit';

const SHAPE = 'Shape';
const RESOURCE = 'Resource';
const RULES = 'Rules';
const MESSAGES = 'Messages';

/** Where a submit goes (submitModes.ts). */
const SUBMIT_TARGETS = [
  { value: 'rule', label: 'A rule (the form command)' },
  { value: 'variables', label: 'App variables (internal parameters)' },
  { value: 'script', label: 'JavaScript (in the script sandbox)' },
];

export const DEFAULT_NEW_SUBJECT = 'urn:uuid:{{UUID}}';

const options = {
  shapeIri: opt.text({
    label: 'Node shape',
    group: SHAPE,
    placeholder: 'https://example.org/shapes/GebouwShape',
    help: 'The IRI of the SHACL node shape the form is made from, stored in the repository; may use {{placeholders}}. Its property shapes, groups, value lists and the shapes it refers to are loaded with it.',
  }),
  shapesQuery: opt.sparql({
    label: 'Shapes query',
    group: SHAPE,
    help: 'A CONSTRUCT query that gives the shapes graph, when the shape and what it refers to cannot be found from the node shape alone. With a node shape the form starts there, else at the first node shape in the graph.',
  }),
  language: opt.text({
    label: 'Language',
    group: SHAPE,
    placeholder: 'nl',
    help: 'Which language of the shapes\' names and descriptions (sh:name, rdfs:label) to show. Empty: the browser\'s language.',
  }),
  subjectVariable: opt.variable({
    label: 'Resource to edit',
    group: RESOURCE,
    help: 'An app variable holding the IRI of an existing resource: the form shows what the repository holds for it, and the rule gets that IRI as "resource". Without a value the form makes a new resource.',
  }),
  valuesQuery: opt.sparql({
    label: 'Values query',
    group: RESOURCE,
    help: 'A CONSTRUCT query that gives what the edited resource holds. Empty: its own triples and those of the blank nodes it points to.',
  }),
  newSubject: opt.text({
    label: 'New resource IRI',
    group: RESOURCE,
    default: DEFAULT_NEW_SUBJECT,
    help: 'The IRI of a new resource: {{UUID}} gives a fresh one, other placeholders app variables. Sent to the rule as "resource".',
  }),
  submitLabel: opt.text({ label: 'Submit button text', default: 'Submit' }),
  submitTo: opt.select(SUBMIT_TARGETS, {
    label: 'Submit to',
    group: RULES,
    default: 'rule',
    help: 'Where a form that conforms to its shape goes: a rule through the command endpoint (Rule below), app variables (Variable prefix below) or JavaScript in the script sandbox (Submit JavaScript below). In each case the rules with the tag after submit run afterwards.',
  }),
  submitRule: opt.text({
    label: 'Rule',
    group: RULES,
    help: 'The rule that stores the form, by name. Every property of the form\'s resource is a parameter named by the local name of its path (ex:naam gives "naam", rdf:type "type"): one value as its text, several as SPARQL terms separated by spaces (for VALUES); a nested form\'s values as "path.property". The rule also gets every app variable, "resource" and the extra parameters.',
  }),
  submitRuleIsTag: opt.boolean({
    label: 'Rule is a tag',
    group: RULES,
    help: 'Run every rule with the tag above, in their order, instead of the one rule with that name.',
  }),
  variablePrefix: opt.text({
    label: 'Variable prefix',
    group: RULES,
    placeholder: 'persoon_',
    help: 'With "App variables": every form parameter (named as for a rule, see Rule), "resource" and the extra parameters are published as app variables, each named by this prefix and its name (persoon_naam). Letters, digits and _ only; empty: the names alone.',
  }),
  submitScript: opt.javascript({
    label: 'Submit JavaScript',
    group: RULES,
    help: 'With "JavaScript": runs in the script sandbox when the form conforms to its shape. row holds the form parameters, "resource" and the extra parameters; publish(key, value) and getVariable(key) work as in a table\'s onClick. A script that throws is a failed submit (the browser console says why).',
  }),
  ruleTagAfterSubmit: opt.text({
    label: 'Rule tag after submit',
    group: RULES,
    help: 'The rules with this tag run, with the same parameters, after the form was stored.',
  }),
  ruleparameters: opt.json({
    label: 'Extra rule parameters',
    group: RULES,
    placeholder: '{"graph": "https://example.org/graph/invoer"}',
    help: 'A JSON object of parameters added to the form\'s values. Values are text with {{placeholders}} of the form\'s parameters, "resource" and app variables; a placeholder without a value stops the submit with a message.',
  }),
  publishVariable: opt.variable({
    label: 'Publish variable',
    group: RESOURCE,
    help: 'Gets the IRI of the stored (new or edited) resource once every rule ran.',
  }),
  afterSubmit: opt.select(
    [
      { value: 'reset', label: 'A fresh form (a new resource gets a new IRI)' },
      { value: 'keep', label: 'Keep what was filled in' },
    ],
    { label: 'Form after submit', group: RESOURCE, default: 'reset', help: 'A fresh form: a new resource gets a new IRI, an edited one shows what the repository holds now. Or keep what was filled in.' },
  ),
  successMessage: opt.text({
    label: 'Success message',
    group: MESSAGES,
    help: 'Shown when every rule ran; may use {{placeholders}} of the form\'s parameters, app variables and {{resource}}. Empty: "successfully ran rule(-chain) completely".',
  }),
  failureMessage: opt.text({
    label: 'Failure message',
    group: MESSAGES,
    help: 'Shown above the rule engine\'s errors when a rule failed. Empty: "failed to run rule(-chain) completely". A call the server refused or could not answer says "command error" and why.',
  }),
};

export type ShaclFormSettings = SettingsOf<typeof options>;

export const shaclForm = defineWidget({
  type: 'BBDForm',
  label: 'BBDForm (SHACL form)',
  category: 'Input',
  description:
    'A form generated from a SHACL node shape stored in the repository (with @ulb-darmstadt/shacl-form): new resources or the values of an existing one, checked against the shape before sending, stored by a rule through the command endpoint, or given to app variables or to author JavaScript in the script sandbox.',
  options,
  view: () => import('./ShaclFormView'),
});
