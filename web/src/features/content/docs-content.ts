// Export guides per CAD tool, selected on /docs by ?cad=<lower-cased tool name>.
export type CadGuide = { tool: string; summary: string; steps: string[]; tip: string };

export const cadGuides: CadGuide[] = [
  {
    tool: 'KiCad',
    summary: 'Upload the .kicad_pcb file itself (KiCad 5 to 9), or Gerbers exported from it.',
    steps: [
      'Save your board in the PCB Editor and run the design-rule checker (Inspect → Design Rules Checker).',
      'Upload the .kicad_pcb file directly, or a .zip that contains it.',
      'Prefer Gerbers? Choose File → Fabrication Outputs → Gerbers, tick the copper, mask, silkscreen and Edge.Cuts layers, then Generate Drill Files (Excellon) into the same folder.',
      'Zip the output folder and upload the .zip.',
    ],
    tip: 'Draw the board outline on Edge.Cuts as one closed shape: gaps in the outline are reported by our checks.',
  },
  {
    tool: 'Eagle',
    summary: 'Upload the .brd file itself (Eagle 6 to 9), or Gerbers made with a CAM job.',
    steps: [
      'Open the board (.brd) and run DRC with your rules.',
      'Upload the .brd file directly, or a .zip that contains it.',
      'Prefer Gerbers? Open the CAM Processor, load a two- or four-layer job, Process Job, and include the Excellon drill file.',
      'Zip the generated files and upload the .zip.',
    ],
    tip: 'Put the board outline on the Dimension layer (20); milled slots go on layer 46 (Milling).',
  },
  {
    tool: 'Gerber',
    summary: 'From any other tool (Altium, EasyEDA, Fusion, OrCAD…): a .zip of RS-274X Gerbers and an Excellon drill file.',
    steps: [
      'Export Gerber RS-274X (extended Gerber) for every copper, solder mask, silkscreen and paste layer, plus the board outline.',
      'Export the drill file in Excellon format, with plated and non-plated holes.',
      'Keep the standard file names or extensions (.gtl, .gbl, .gts, .gbs, .gto, .gbo, .gko or .gm1, .drl) so the layers are recognised.',
      'Zip the files together and upload the .zip.',
    ],
    tip: 'Use the same units and zero suppression for Gerbers and drills; mixed settings shift holes off their pads.',
  },
];

export function findGuide(cad: string | null): CadGuide | undefined {
  if (!cad) return undefined;
  return cadGuides.find((guide) => guide.tool.toLowerCase() === cad.toLowerCase());
}
