/**
 * The value existing apps publish to mark a variable as reset. It is a real IRI rather than
 * an empty string so that it survives URLs and rule parameters; everywhere it counts as empty.
 */
export const RESET_VALUE = 'http://www.buildingbits.nl/reset';
