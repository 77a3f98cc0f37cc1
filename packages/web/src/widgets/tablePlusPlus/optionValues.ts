/**
 * The fixed values of Table++ options, apart from the settings reader so that the widget's
 * definition (part of every app's first download) does not pull in the reader.
 */

export const SELECTION_MODES = ['DISABLED', 'SINGLE', 'MULTIPLE'] as const;
export type SelectionMode = (typeof SELECTION_MODES)[number];

/** CSV export delimiters by the names an author writes in the CSV export setting. */
export const CSV_DELIMITERS = { comma: ',', semicolon: ';', tab: '\t' } as const;
export type CsvDelimiterName = keyof typeof CSV_DELIMITERS;
export const CSV_DELIMITER_NAMES = Object.keys(CSV_DELIMITERS) as CsvDelimiterName[];
