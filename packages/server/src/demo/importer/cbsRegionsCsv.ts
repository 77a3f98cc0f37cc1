/**
 * The CBS "Gebieden in Nederland 2024" export: one row per municipality, ';'-separated, with a
 * byte-order mark and space-padded codes. Its column names are numbered (Code_26, Naam_27), so
 * the province column is found by its values: the one where every row holds a PVxx code.
 */

export interface MunicipalityRow {
  code: string;
  naam: string;
  provinceCode: string;
  provinceName: string;
  inhabitants: number | undefined;
  addressDensity: number | undefined;
}

export function parseRegionsCsv(text: string, label: string): MunicipalityRow[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/).filter((l) => l.trim() !== '');
  const header = lines[0]?.split(';').map((h) => h.trim());
  if (!header) throw new Error(`${label} is empty`);
  const rows = lines.slice(1).map((line, i) => {
    const cells = line.split(';').map((c) => c.trim());
    if (cells.length !== header.length) throw new Error(`${label}, line ${i + 2}: ${cells.length} fields where the header has ${header.length}`);
    return cells;
  });
  const column = (name: string) => {
    const index = header.indexOf(name);
    if (index < 0) throw new Error(`${label} has no column "${name}"`);
    return index;
  };
  const code = column('RegioS');
  const name = column('Naam_2');
  const inhabitants = column('Inwonertal_54');
  const density = column('Omgevingsadressendichtheid_55');
  const province = header.findIndex((_, i) => rows.length > 0 && rows.every((r) => /^PV\d\d$/.test(r[i]!)));
  if (province < 0) throw new Error(`${label} has no column of province codes (PVxx)`);
  const number = (value: string | undefined) => (value && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : undefined);
  return rows.map((r) => ({
    code: r[code]!,
    naam: r[name]!,
    provinceCode: r[province]!,
    provinceName: r[province + 1] ?? '',
    inhabitants: number(r[inhabitants]),
    addressDensity: number(r[density]),
  }));
}
