// Supplier codes for parts tests write straight to the table: valid LCSC codes
// (`C` and up to 12 digits, as the import and stock-and-prices feeds accept),
// since files on a shared stack apply feeds that list the whole catalogue.
// `C6`, the process and the start time, then a count: no two files share one.

const RUN = `${String(process.pid % 1000).padStart(3, '0')}${String(Date.now() % 10_000).padStart(4, '0')}`;
let made = 0;

/** A fresh `C6…` supplier code (12 digits), unique across the suite's processes. */
export function testSupplierCode(): string {
  made = (made + 1) % 10_000;
  return `C6${RUN}${String(made).padStart(4, '0')}`;
}
