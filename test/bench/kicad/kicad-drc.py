"""KiCad's own DRC on one board, as JSON on stdout (run by test/bench/kicad/run.ts).

Runs pcbnew.WriteDRCReport (KiCad 6's Python API, still there in KiCad 9;
kicad-cli arrives only in KiCad 7), times it alone, reads the text report
back, and gives each reported item its geometry (a track's centre line and
width, else its bounding box), so the benchmark can tell whether one of our
findings lies at the same place. Works with KiCad 6 (Debian bookworm) and
KiCad 9 (bookworm-backports), whose API differs in the few calls below.
"""

import json
import re
import sys
import tempfile
import time

import pcbnew

IU = 1e6  # KiCad's internal units per millimetre (6 to 9)
KICAD6 = pcbnew.Version().startswith("6.")
MILLIMETRES = pcbnew.EDA_UNITS_MILLIMETRES if KICAD6 else pcbnew.EDA_UNITS_MM
UNITS = None if KICAD6 else pcbnew.UNITS_PROVIDER(pcbnew.pcbIUScale, pcbnew.EDA_UNITS_MM)


def describe(item):
    """The item's description as the report words it."""
    return item.GetSelectMenuText(MILLIMETRES) if KICAD6 else item.GetItemDescription(UNITS, True)


def net_classes(settings):
    """The default net class and the others."""
    if KICAD6:
        classes = settings.GetNetClasses()
        return classes.GetDefault(), list(classes.NetClasses().values())
    net_settings = settings.m_NetSettings
    others = net_settings.GetNetclasses()
    return net_settings.GetDefaultNetclass(), [others[name] for name in others]


def mm(v):
    return v / IU


def shape_of(item):
    if isinstance(item, pcbnew.PCB_TRACK) and not isinstance(item, pcbnew.PCB_VIA):
        s, e = item.GetStart(), item.GetEnd()
        return {"segment": [mm(s.x), mm(s.y), mm(e.x), mm(e.y)], "width": mm(item.GetWidth())}
    box = item.GetBoundingBox()
    return {"box": [mm(box.GetLeft()), mm(box.GetTop()), mm(box.GetRight()), mm(box.GetBottom())]}


def all_items(board):
    yield from board.GetTracks()
    yield from board.Zones()
    yield from board.GetDrawings()
    for fp in board.GetFootprints():
        yield fp
        yield from fp.Pads()
        yield from fp.GraphicalItems()
        yield from fp.Zones()


def cell(x, y):
    return (int(x * 100 // 1), int(y * 100 // 1))


def places(item):
    """Where the report may name an item: its position, and for a track also its ends and middle."""
    pos = item.GetPosition()
    out = [(mm(pos.x), mm(pos.y))]
    if isinstance(item, pcbnew.PCB_TRACK):
        s, e = item.GetStart(), item.GetEnd()
        out += [(mm(s.x), mm(s.y)), (mm(e.x), mm(e.y)), (mm(s.x + e.x) / 2, mm(s.y + e.y) / 2)]
    return out


def find_item(by_cell, x, y, what, taken):
    """The item of that description reported at (x, y), else the nearest one within a micrometre.

    Two tracks of one net and length meeting at a point read the same: of
    those, one not yet named in a violation of this type is taken first.
    """
    near = []
    for dx in (-1, 0, 1):
        for dy in (-1, 0, 1):
            cx, cy = cell(x, y)
            for px, py, item in by_cell.get((cx + dx, cy + dy), []):
                gap = abs(px - x) + abs(py - y)
                if gap < 0.001:
                    other = describe(item) != what
                    near.append((other, id(item) in taken, gap, id(item), item))
    if not near:
        return None
    found = min(near)[4]
    taken.add(id(found))
    return found


ITEM = re.compile(r"^\s+@\(([-\d.]+) mm, ([-\d.]+) mm\): (.*)$")
HEAD = re.compile(r"^\[(\w+)\]: (.*)$")
ACTUAL = re.compile(r"actual ([-\d.]+) mm")
LIMIT = re.compile(r"(?:clearance|width|annular width|min|hole to hole) ([-\d.]+) mm;")


def override(board, rules):
    """Replaces the board's own limits (mm) before the check: the stress run of the benchmark."""
    settings = board.GetDesignSettings()
    iu = lambda v: int(round(v * IU))
    if "clearance" in rules:
        settings.m_MinClearance = iu(rules["clearance"])
        default, others = net_classes(settings)
        for netclass in [default, *others]:
            netclass.SetClearance(iu(rules["clearance"]))
    for key, field in (
        ("track", "m_TrackMinWidth"),
        ("annular", "m_ViasMinAnnularWidth"),
        ("hole", "m_HoleClearance"),
        ("holeToHole", "m_HoleToHoleMin"),
        ("edge", "m_CopperEdgeClearance"),
    ):
        if key in rules:
            setattr(settings, field, iu(rules[key]))


def main(path, rounds, rules):
    board = pcbnew.LoadBoard(path)
    if rules:
        override(board, rules)
    drc_ms = float("inf")
    drc_cpu_ms = float("inf")
    with tempfile.NamedTemporaryFile(suffix=".rpt") as report:
        # The fastest of `rounds` runs, as for ours: on a shared machine other work only adds time.
        # CPU time too (all of the process's threads): waiting for a core does not count in it.
        for _ in range(rounds):
            started = time.perf_counter()
            cpu = time.process_time()
            pcbnew.WriteDRCReport(board, report.name, MILLIMETRES, True)
            drc_cpu_ms = min(drc_cpu_ms, (time.process_time() - cpu) * 1000)
            drc_ms = min(drc_ms, (time.perf_counter() - started) * 1000)
        text = open(report.name, encoding="utf-8").read()

    by_cell = {}
    for item in all_items(board):
        for px, py in places(item):
            by_cell.setdefault(cell(px, py), []).append((px, py, item))

    violations = []
    taken_by_type = {}
    current = None
    for line in text.splitlines():
        head = HEAD.match(line)
        if head:
            current = {"type": head.group(1), "text": head.group(2), "items": []}
            taken = taken_by_type.setdefault(current["type"], set())
            actual = ACTUAL.search(line)
            limit = LIMIT.search(line)
            current["actual"] = float(actual.group(1)) if actual else None
            current["limit"] = float(limit.group(1)) if limit else None
            violations.append(current)
            continue
        at = ITEM.match(line)
        if at and current is not None:
            x, y, what = float(at.group(1)), float(at.group(2)), at.group(3)
            match = find_item(by_cell, x, y, what, taken)
            entry = {"at": [x, y], "what": what}
            if match is not None:
                entry.update(shape_of(match))
            current["items"].append(entry)

    rules = board.GetDesignSettings()
    default, others = net_classes(rules)
    clearances = [default.GetClearance()] + [c.GetClearance() for c in others]
    print(
        json.dumps(
            {
                "kicad": pcbnew.Version(),
                "drcMs": drc_ms,
                "drcCpuMs": drc_cpu_ms,
                "rules": {
                    "minClearanceMm": mm(rules.m_MinClearance),
                    "defaultNetClassClearanceMm": mm(default.GetClearance()),
                    "largestNetClassClearanceMm": mm(max(clearances)),
                    "minTraceMm": mm(rules.m_TrackMinWidth),
                    "minAnnularRingMm": mm(rules.m_ViasMinAnnularWidth),
                    "minDrillMm": mm(rules.m_MinThroughDrill),
                    "holeClearanceMm": mm(rules.m_HoleClearance),
                    "minDrillToDrillMm": mm(rules.m_HoleToHoleMin),
                    "minCopperToEdgeMm": mm(rules.m_CopperEdgeClearance),
                },
                "violations": violations,
            }
        )
    )


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 1, json.loads(sys.argv[3]) if len(sys.argv) > 3 else None)
