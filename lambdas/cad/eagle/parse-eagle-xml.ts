import { XMLParser } from 'fast-xml-parser';
import { CannotProcessError } from '../cannot-process-error.ts';
import type { Attrs } from './eagle-attributes.ts';

/** Tags that may repeat: always parsed as arrays, even when one stands alone. */
const REPEATED = new Set([
  'layer',
  'param',
  'library',
  'package',
  'element',
  'signal',
  'wire',
  'via',
  'contactref',
  'polygon',
  'vertex',
  'smd',
  'pad',
  'hole',
  'circle',
  'rectangle',
  'text',
  'attribute',
]);

/** The <board> section of an Eagle 6–9 XML file; binary (Eagle 5 and older), damaged or non-board files are refused. */
export function parseEagleBoard(bytes: Uint8Array): Attrs {
  const head = new TextDecoder('latin1')
    .decode(bytes.subarray(0, 512))
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (!head.startsWith('<')) {
    throw new CannotProcessError(
      'This Eagle board is in the binary format of Eagle 5 or older. Open it in Eagle 6 or newer and save it again (XML), or upload Gerbers.',
    );
  }
  const text = new TextDecoder().decode(bytes);
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    parseAttributeValue: false,
    isArray: (name) => REPEATED.has(name),
    // Library prose, 3D models and part attributes are most of the file and none of the board: left unparsed.
    stopNodes: ['*.description', '*.packages3d', '*.package3dinstances', '*.devicesets', '*.element.attribute', '*.symbols'],
  });
  let doc: Attrs;
  try {
    doc = parser.parse(text) as Attrs;
  } catch {
    throw new CannotProcessError('The Eagle board file is damaged: it is not valid XML.');
  }
  const eagle = doc.eagle as Attrs | undefined;
  const board = (eagle?.drawing as Attrs | undefined)?.board as Attrs | undefined;
  if (!eagle || !board) throw new CannotProcessError('This file is not an Eagle board (.brd): it has no <board> section.');
  const major = parseInt(String(eagle.version ?? '0'), 10);
  if (major > 0 && major < 6) throw new CannotProcessError(`Eagle ${eagle.version} boards are not supported; save it in Eagle 6 or newer.`);
  return board;
}
