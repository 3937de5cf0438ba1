/** An XLSX workbook of one sheet; the spreadsheet library is fetched only when someone asks for XLSX. */
export async function xlsxBlob(names: readonly string[], rows: readonly string[][]): Promise<Blob> {
  const { utils, write } = await import('@e965/xlsx');
  const sheet = utils.aoa_to_sheet([names.slice()].concat(rows));
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, 'Converted');
  const bytes: ArrayBuffer = write(book, { type: 'array', bookType: 'xlsx' });
  return new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}
