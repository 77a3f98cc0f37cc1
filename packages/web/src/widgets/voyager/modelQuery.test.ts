import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/testTranslations';
import { MODEL_COLUMNS, modelQuery } from './modelQuery';

describe('modelQuery', () => {
  it('reads the default graph without graphs, and selects the model columns', () => {
    const built = modelQuery([]);
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    expect(built.query).not.toContain('FROM');
    expect(built.query).toContain(`SELECT DISTINCT ?${MODEL_COLUMNS.join(' ?')}\nWHERE {`);
    for (const term of ['rdfs:Class', 'owl:Class', 'sh:targetClass', 'rdfs:subClassOf', 'rdfs:domain', 'sh:datatype', 'sh:class', 'sh:minCount', 'sh:maxCount']) {
      expect(built.query).toContain(term);
    }
  });

  it('reads the merge of the given graphs', () => {
    const built = modelQuery([' https://example.org/model ', '', 'urn:x:shapes']);
    expect(built.ok && built.query).toContain('FROM <https://example.org/model>\nFROM <urn:x:shapes>\nWHERE {');
  });

  it('refuses a graph that is not an IRI, or that would leave the brackets', () => {
    expect(modelQuery(['model'])).toEqual({ ok: false, error: 'Graph "model" is not an IRI (such as https://example.org/graph/model).' });
    expect(modelQuery(['http://x/> } DROP ALL #']).ok).toBe(false);
  });

  it('says so word for word with the English texts, and in Dutch for a Dutch reader', async () => {
    expect(modelQuery(['model'], await translator('en'))).toEqual(modelQuery(['model']));
    expect(modelQuery(['model'], await translator('nl'))).toEqual({ ok: false, error: 'Graaf "model" is geen IRI (zoals https://example.org/graph/model).' });
  });
});
