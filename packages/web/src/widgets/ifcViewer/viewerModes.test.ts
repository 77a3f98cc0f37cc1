import { describe, expect, it } from 'vitest';
import { ifcContentProblem } from './ifcFile';
import { modelLook, modusPlan } from './viewerModes';

describe('modusPlan', () => {
  it('shows the query\'s models in Viewer (the default) and also a local file in ViewerWithUpload', () => {
    expect(modusPlan('Viewer', 'singleIfc')).toEqual({ queryFiles: true, localFile: false });
    expect(modusPlan('', '')).toEqual({ queryFiles: true, localFile: false });
    expect(modusPlan('ViewerWithUpload', 'singleIfc')).toEqual({ queryFiles: true, localFile: true });
  });

  it('says which modes are not available instead of showing an empty viewer', () => {
    expect(modusPlan('Upload', 'singleIfc').unsupported).toContain('Modus "Upload"');
    expect(modusPlan('BIMLegalDownload', 'singleIfc').unsupported).toContain('BIMLegalDownload');
    expect(modusPlan('Viewer', 'multipleIfc').unsupported).toContain('multipleIfc');
    expect(modusPlan('Fancy', 'singleIfc').unsupported).toContain('Unknown modus "Fancy"');
  });
});

describe('modelLook', () => {
  const red = { hex: '#ff0000', opacity: 1 };
  const blue = { hex: '#0000ff', opacity: 0.5 };
  const rows = [
    { uri: 'http://ex/a', expressID: 40, file: 'house.ifc', color: red },
    { uri: 'http://ex/b', expressID: 41, color: red },
    { uri: 'http://ex/c', expressID: 42, file: 'house.ifc', color: blue },
    { uri: 'http://ex/d', expressID: 43, file: 'house.ifc' },
    { uri: 'http://ex/e', expressID: 50, file: 'shed.ifc', color: blue },
  ];

  it('normal: everything shown, the rows of this model coloured by colour', () => {
    expect(modelLook(rows, 'house.ifc', 'normal', [43])).toEqual({
      visibleOnly: null,
      ghostOthers: false,
      colours: [
        { colour: red, ids: [40, 41] },
        { colour: blue, ids: [42] },
      ],
      selected: [43],
    });
  });

  it('sparqlonly shows just the elements the rows name; transparent ghosts the others', () => {
    expect(modelLook(rows, 'house.ifc', 'sparqlonly', []).visibleOnly).toEqual([40, 41, 42, 43]);
    expect(modelLook(rows, 'shed.ifc', 'sparqlonly', []).visibleOnly).toEqual([41, 50]);
    const transparent = modelLook(rows, 'shed.ifc', 'transparent', [50, 50]);
    expect(transparent.ghostOthers).toBe(true);
    expect(transparent.visibleOnly).toBeNull();
    expect(transparent.selected).toEqual([50]);
  });
});

describe('ifcContentProblem', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);
  it('accepts a STEP file and refuses anything else with a reason', () => {
    expect(ifcContentProblem('house.ifc', bytes('ISO-10303-21;\nHEADER;'))).toBeNull();
    expect(ifcContentProblem('house.ifc', bytes('\uFEFF ISO-10303-21;'))).toBeNull();
    expect(ifcContentProblem('house.ifc', bytes(''))).toBe('"house.ifc" is empty.');
    expect(ifcContentProblem('house.ifczip', bytes('PK\u0003\u0004'))).toContain('compressed');
    expect(ifcContentProblem('notes.ifc', bytes('<html>not found</html>'))).toContain('is not an IFC file');
  });
});
