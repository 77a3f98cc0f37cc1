import { describe, expect, it } from 'vitest';
import { parseUploadCommand } from './uploadCommand.js';

describe('parseUploadCommand', () => {
  it('reads the command and the tag after a colon, or from command3 or tag', () => {
    expect(parseUploadCommand({ command: 'uploadAnyFile' })).toEqual({ kind: 'anyFile', tag: undefined });
    expect(parseUploadCommand({ command: 'uploadAnyFile:ingest' })).toEqual({ kind: 'anyFile', tag: 'ingest' });
    expect(parseUploadCommand({ command: 'uploadAnyXLSX', command3: 'afterSheet' })).toEqual({ kind: 'xlsx', tag: 'afterSheet' });
    expect(parseUploadCommand({ command: 'uploadRDF', tag: 'afterLoad' })).toEqual({ kind: 'rdf', tag: 'afterLoad' });
    expect(parseUploadCommand({ command: 'uploadanyxlsx' })).toEqual({ kind: 'xlsx', tag: undefined });
  });

  it('says what is wrong with a missing or unknown command', () => {
    expect(parseUploadCommand({})).toEqual({ error: 'Name what to do with the file in the field "command": uploadAnyFile, uploadAnyXLSX, uploadRDF.' });
    expect(parseUploadCommand({ command: 'validateGarantie' })).toEqual({ error: 'Unknown upload command "validateGarantie": use uploadAnyFile, uploadAnyXLSX, uploadRDF.' });
  });
});
