// Revision names, defined once (docs/revisions.md#naming-revisions): a board's
// first upload is revision A, each new revision the next letter, after Z come
// AA, AB, … as on drawings.

/** The revision of a board uploaded for the first time (and of boards stored before revisions existed). */
export const FIRST_REVISION = 'A';

/** A stored board's revision name: boards stored before revisions existed have none and are the first. */
export function revisionName(stored: string | undefined): string {
  return stored ?? FIRST_REVISION;
}

/** How pages, e-mails and reports name a board file with its revision: "core.zip (rev B)". */
export function fileWithRevision(fileName: string, revision: string): string {
  return `${fileName} (rev ${revision})`;
}

/** A revision name: capital letters only, at most three (A … ZZZ). */
export const REVISION_PATTERN = /^[A-Z]{1,3}$/;

/** The revision after `name`: A → B, Z → AA, AZ → BA, ZZ → AAA. */
export function nextRevision(name: string): string {
  if (!REVISION_PATTERN.test(name)) throw new Error(`Not a revision name: ${name}`);
  const letters = name.split('');
  let i = letters.length - 1;
  while (i >= 0 && letters[i] === 'Z') {
    letters[i] = 'A';
    i -= 1;
  }
  if (i < 0) return 'A' + letters.join('');
  letters[i] = String.fromCharCode(letters[i]!.charCodeAt(0) + 1);
  return letters.join('');
}
