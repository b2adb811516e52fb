#!/usr/bin/env python3
"""Agreement of constraint-doctor with the flags Xcode saved in real storyboards and XIBs.

Xcode writes `ambiguous="YES"` and `misplaced="YES"` on a view when it saves the document; a
file saved clean has neither. This script runs `constraint-doctor --format json` on every
`.storyboard` / `.xib` in the folders given (or in $IB_AGREEMENT_DIRS, colon-separated) and
compares, per file and in total:

- ambiguity: Xcode's ambiguous views we find (an `ambiguousItems[]` entry whose item carries
  that `sourceID`) and miss; views we call ambiguous that Xcode did not flag, counted apart on
  files Xcode saved with no ambiguous view at all (the issue's "no ambiguity Xcode did not");
- misplacement: Xcode's misplaced views we report in `misplaced[]` and miss; views we report
  misplaced that Xcode did not flag;
- crashes (no JSON, or killed by a signal) and error diagnostics.

The files stay outside the repository (their licences are their owners'); only this script is
kept. Usage:

    python3 Benchmarks/ib/agreement.py [--binary PATH] [--json] FOLDER...

Exit status 0 always (it measures, it does not judge); `--json` prints the per-file table as
JSON for other scripts.
"""

import argparse
import json
import os
import subprocess
import sys
import xml.etree.ElementTree as ElementTree

EXTENSIONS = (".storyboard", ".xib")


def saved_flags(path):
    """The ids Xcode saved as ambiguous and misplaced, and whether the file parses as XML."""
    ambiguous, misplaced = set(), set()
    try:
        root = ElementTree.parse(path).getroot()
    except ElementTree.ParseError:
        return ambiguous, misplaced, False
    for element in root.iter():
        view_id = element.get("id")
        if view_id is None:
            continue
        if element.get("ambiguous") == "YES":
            ambiguous.add(view_id)
        if element.get("misplaced") == "YES":
            misplaced.add(view_id)
    return ambiguous, misplaced, True


GUIDE_KINDS = {"layoutGuide", "marginsGuide", "safeAreaGuide", "keyboardGuide", "legacyLayoutGuide", "stackSpacer"}


def reported(report):
    """Source ids of the views the report calls ambiguous and misplaced, with the error
    diagnostics. Guides are left out (Xcode flags views only). An ambiguous view counts as
    `warned` when its system has an ambiguity or content-priority finding above a note: the
    ones only in notes are what the analysis finds and says Xcode does not show (a placeholder
    constraint holds the view in Interface Builder, `verifyAmbiguity`, estimated text sizes)."""
    ambiguous, warned, misplaced, errors = set(), set(), set(), []
    for entry in report.get("inputs", []):
        errors += [d.get("message", "") for d in entry.get("diagnostics", []) if d.get("severity") == "error"]
    for system in report.get("systems", []):
        source_of = {item["id"]: item.get("sourceID") for item in system.get("items", []) if item.get("kind") not in GUIDE_KINDS}
        warns = any(f.get("kind") in ("ambiguity", "content-priority") and f.get("severity") != "note" for f in system.get("findings", []))
        for entry in system.get("ambiguousItems", []):
            if source_of.get(entry.get("item")):
                ambiguous.add(source_of[entry["item"]])
                if warns:
                    warned.add(source_of[entry["item"]])
        for entry in system.get("misplaced", []):
            if source_of.get(entry.get("item")):
                misplaced.add(source_of[entry["item"]])
        errors += [d.get("message", "") for d in system.get("diagnostics", []) if d.get("severity") == "error"]
    return ambiguous, warned, misplaced, errors


def measure(binary, path):
    xcode_ambiguous, xcode_misplaced, parses = saved_flags(path)
    row = {"file": path, "xcodeAmbiguous": sorted(xcode_ambiguous), "xcodeMisplaced": sorted(xcode_misplaced)}
    try:
        run = subprocess.run([binary, "--format", "json", path], capture_output=True, text=True, timeout=300)
    except subprocess.TimeoutExpired:
        row["crash"] = "timeout"
        return row
    if run.returncode < 0 or run.returncode > 2:
        row["crash"] = f"exit status {run.returncode}: {run.stderr.strip()[:200]}"
        return row
    try:
        report = json.loads(run.stdout)
    except json.JSONDecodeError:
        row["crash"] = f"no JSON (exit status {run.returncode}): {run.stderr.strip()[:200]}"
        return row
    ours_ambiguous, ours_warned, ours_misplaced, errors = reported(report)
    row.update(
        {
            "ambiguousFound": sorted(xcode_ambiguous & ours_ambiguous),
            "ambiguousMissed": sorted(xcode_ambiguous - ours_ambiguous),
            "ambiguousExtra": sorted(ours_ambiguous - xcode_ambiguous),
            "ambiguousExtraWarned": sorted(ours_warned - xcode_ambiguous),
            "misplacedFound": sorted(xcode_misplaced & ours_misplaced),
            "misplacedMissed": sorted(xcode_misplaced - ours_misplaced),
            "misplacedExtra": sorted(ours_misplaced - xcode_misplaced),
            "errors": errors if parses else errors + ["(not well-formed XML for Python either)"],
        }
    )
    return row


def files_in(folders):
    for folder in folders:
        if os.path.isfile(folder):
            yield folder
            continue
        for directory, _, names in sorted(os.walk(folder)):
            for name in sorted(names):
                if name.endswith(EXTENSIONS):
                    yield os.path.join(directory, name)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folders", nargs="*")
    parser.add_argument("--binary", default=".build/debug/constraint-doctor")
    parser.add_argument("--json", action="store_true")
    options = parser.parse_args()
    folders = options.folders or [f for f in os.environ.get("IB_AGREEMENT_DIRS", "").split(":") if f]
    if not folders:
        print("no folder given (arguments or IB_AGREEMENT_DIRS); nothing measured")
        return
    rows = [measure(options.binary, path) for path in files_in(folders)]
    if options.json:
        json.dump(rows, sys.stdout, indent=1)
        print()
        return
    totals = dict.fromkeys(["files", "crashes", "errorFiles", "ambFlagged", "ambFound", "cleanFiles", "cleanFilesWithAmb",
                            "ambExtraOnClean", "cleanFilesWarned", "ambWarnedOnClean", "ambExtraOnFlagged", "misFlagged", "misFound", "misExtra", "misExtraFiles"], 0)
    for row in rows:
        name = os.path.relpath(row["file"])
        totals["files"] += 1
        if "crash" in row:
            totals["crashes"] += 1
            print(f"{name}: CRASH {row['crash']}")
            continue
        clean = not row["xcodeAmbiguous"]
        totals["ambFlagged"] += len(row["xcodeAmbiguous"])
        totals["ambFound"] += len(row["ambiguousFound"])
        totals["misFlagged"] += len(row["xcodeMisplaced"])
        totals["misFound"] += len(row["misplacedFound"])
        totals["misExtra"] += len(row["misplacedExtra"])
        totals["misExtraFiles"] += bool(row["misplacedExtra"])
        totals["errorFiles"] += bool(row["errors"])
        if clean:
            totals["cleanFiles"] += 1
            totals["cleanFilesWithAmb"] += bool(row["ambiguousExtra"])
            totals["ambExtraOnClean"] += len(row["ambiguousExtra"])
            totals["cleanFilesWarned"] += bool(row["ambiguousExtraWarned"])
            totals["ambWarnedOnClean"] += len(row["ambiguousExtraWarned"])
        else:
            totals["ambExtraOnFlagged"] += len(row["ambiguousExtra"])
        parts = [
            f"ambiguous {len(row['ambiguousFound'])}/{len(row['xcodeAmbiguous'])}",
            f"misplaced {len(row['misplacedFound'])}/{len(row['xcodeMisplaced'])}",
        ]
        if row["ambiguousMissed"]:
            parts.append("missed ambiguous " + " ".join(row["ambiguousMissed"]))
        if row["ambiguousExtra"]:
            label = ("AMBIGUOUS ON CLEAN FILE" if row["ambiguousExtraWarned"] else "ambiguous (notes only) on clean file") if clean else "also ambiguous"
            parts.append(label + " " + " ".join(row["ambiguousExtra"]))
        if row["misplacedMissed"]:
            parts.append("missed misplaced " + " ".join(row["misplacedMissed"]))
        if row["misplacedExtra"]:
            parts.append("false misplaced " + " ".join(row["misplacedExtra"]))
        if row["errors"]:
            parts.append("errors: " + "; ".join(row["errors"])[:200])
        print(f"{name}: " + ", ".join(parts))
    t = totals
    print()
    print(f"files {t['files']}, crashes {t['crashes']}, files with error diagnostics {t['errorFiles']}")
    print(f"ambiguous: found {t['ambFound']} of {t['ambFlagged']} views Xcode flagged; "
          f"{t['cleanFilesWithAmb']} of {t['cleanFiles']} files Xcode saved with no ambiguous view get "
          f"{t['ambExtraOnClean']} ambiguous views ({t['cleanFilesWarned']} files, {t['ambWarnedOnClean']} views with a warning, "
          f"the rest only in notes); {t['ambExtraOnFlagged']} more on the flagged files")
    print(f"misplaced: found {t['misFound']} of {t['misFlagged']} views Xcode flagged; "
          f"{t['misExtra']} views in {t['misExtraFiles']} files reported that Xcode did not flag")


if __name__ == "__main__":
    main()
