// The two block parsers inside tracespace's gerber-parser 4.2.7, which lambdas/cad/gerber/gerber-blocks.ts feeds
// with blocks read faster than the package's own reader (docs/performance.md#gerber-against-pcb-stackup).
declare module 'gerber-parser/lib/_parse-gerber.js' {
  export default function parseGerberBlock(parser: object, block: string): void;
}
declare module 'gerber-parser/lib/_parse-drill.js' {
  const parseDrill: { parse(parser: object, block: string): void; flush(parser: object): void };
  export default parseDrill;
}
