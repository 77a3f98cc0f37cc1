import { defineWidget, messageOptions, opt, publishOption, type SettingsOf } from '../../kit';

const MODEL = 'Model';

const options = {
  graphs: opt.array({
    label: 'Graphs',
    group: MODEL,
    placeholder: 'https://example.org/graph/model',
    help: 'The graphs that hold the model (classes, properties, shapes), read together. Empty: the repository\'s default graph.',
  }),
  namespaces: opt.array({
    label: 'Namespaces',
    group: MODEL,
    placeholder: 'https://example.org/def/',
    help: 'Only classes whose IRI starts with one of these are drawn; a property pointing to another class is listed as an attribute of that type. Empty: every class.',
  }),
  showProperties: opt.boolean({
    label: 'Show properties',
    default: true,
    help: 'List each class\'s properties (with their range and multiplicity) in its box. Associations between classes and subclass arrows are drawn either way.',
  }),
  maxClasses: opt.number({
    label: 'Max classes',
    default: 50,
    help: 'At most this many classes, the most connected first; the diagram says how many more the model has.',
  }),
  query: opt.sparql({
    label: 'Model query',
    group: MODEL,
    help: 'Empty: the built-in query, which reads RDFS and OWL (rdfs:Class, owl:Class, rdfs:subClassOf, rdfs:domain and rdfs:range, owl:ObjectProperty and owl:DatatypeProperty) and SHACL (sh:NodeShape with sh:targetClass, sh:property with sh:path, sh:datatype, sh:class, sh:node, sh:minCount and sh:maxCount), over the graphs above. Your own query gives the same columns: ?class ?classLabel ?superClass ?property ?propertyLabel ?range ?rangeKind ("class" or "datatype") ?min ?max; the graphs above then do not apply.',
  }),
  publishVariable: publishOption('A click or Enter on a class sets this variable to the class\'s IRI.'),
  ...messageOptions,
};

export type VoyagerSettings = SettingsOf<typeof options>;

export const voyager = defineWidget({
  type: 'BBVoyager',
  label: 'BBVoyager',
  category: 'Graph',
  description:
    'A UML class diagram of the repository\'s model from RDFS, OWL and SHACL: classes with their properties, ranges and multiplicities, associations and subclass arrows; pan and zoom, a click publishes the class.',
  options,
  view: () => import('./VoyagerView'),
});
