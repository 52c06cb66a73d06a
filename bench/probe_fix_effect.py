"""What ``check --fix --unsafe-fixes`` does to the probe suites' blocks: every probe a fix changes
(illegal ones mostly; a legal one changed is harm by itself) is run by bench/fix_effect.py, original
against fixed, so a fix that changes an output or breaks an eager call shows up on ~1,700 blocks the
fixers were not written for.

    python bench/probe_fix_effect.py [--python /work/mxnet-venv/bin/python] [--markdown] [--suite probes_s61 ...]

Probes in numpy mode (a process-wide switch) run one process each; the rest share one. Notebook
probes are left out (fix_effect runs modules). In the bundled runtime, `len(x)`, `for row in x`
and `x[0]` on a Symbol raise instead of computing what MXNet computes, so real MXNet is the judge of
"changed outputs" there.
"""
from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
SUITES = HERE.parent / "tests" / "corpus"
_NUMPY_MODE = re.compile(r"set_np|use_np|mx\.np\b|from mxnet import np|npx")
_SUMMARY = re.compile(r"error lines resolved (\d+)/(\d+) .*now do with equal outputs: (\d+)/(\d+); "
                      r"blocks with changed outputs: (\d+); fixed copies failing eagerly: (\d+)")


def changed_probes(suites: "list[Path]") -> list[tuple[str, str]]:
    """(suite, probe path in it) of every .py probe of ``suites`` that `--fix --unsafe-fixes --diff`
    changes."""
    out = []
    for suite in suites:
        with tempfile.TemporaryDirectory() as tmp:
            copy = Path(tmp, suite.name)
            shutil.copytree(suite, copy, ignore=shutil.ignore_patterns("__pycache__", "*.ipynb"))
            diff = subprocess.run([sys.executable, "-m", "hybridlint", "check", ".", "--no-cache", "--fix",
                                   "--unsafe-fixes", "--diff", "--exit-zero", "-q"],
                                  capture_output=True, text=True, cwd=copy).stdout
        out += [(suite.name, m) for m in re.findall(r"^\+\+\+ (?:b/)?(?:\./)?(\S+\.py)$", diff, re.M)]
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--python", help="a python with real MXNet (default: the bundled runtime)")
    ap.add_argument("--markdown", action="store_true")
    ap.add_argument("--suite", action="append", default=[], metavar="NAME",
                    help="only this suite (tests/corpus/NAME; repeatable); default: every probes_* suite")
    args = ap.parse_args()
    suites = sorted(SUITES.glob("probes_*"))
    if args.suite:
        missing = [n for n in args.suite if not (SUITES / n / "verdicts.json").is_file()]
        if missing:
            ap.error(f"no probe suite {', '.join(missing)} under {SUITES} (a folder with verdicts.json)")
        suites = [SUITES / n for n in sorted(set(args.suite))]
    probes = changed_probes(suites)
    verdicts = {s.name: json.loads((s / "verdicts.json").read_text())["probes"] for s in SUITES.glob("probes_*")}
    rows, totals = [], [0] * 6
    with tempfile.TemporaryDirectory() as tmp:
        groups: dict[str, Path] = {}
        for suite, rel in probes:
            text = (SUITES / suite / rel).read_text(encoding="utf-8")
            name = f"{suite}__{rel.replace('/', '__')}"
            key = name if _NUMPY_MODE.search(text) else "legacy"
            folder = groups.setdefault(key, Path(tmp, key.removesuffix(".py")))
            folder.mkdir(exist_ok=True)
            shutil.copy(SUITES / suite / rel, folder / name)
        for key, folder in sorted(groups.items()):
            cmd = [sys.executable, str(HERE / "fix_effect.py"), str(folder)]
            if args.python:
                cmd += ["--python", args.python]
            out = subprocess.run(cmd, capture_output=True, text=True).stdout
            m = _SUMMARY.search(out)
            if not m:
                rows.append((key, "fix_effect gave no summary", ""))
                continue
            totals = [t + int(g) for t, g in zip(totals, m.groups())]
            for line in out.splitlines():
                cells = line.split("\t")
                if len(cells) >= 6 and ("CHANGED" in cells[4:6] or cells[4] == "fails"
                                        or "runner process died" in cells[-1]):
                    suite, _, rel = cells[0].partition("__")
                    verdict = verdicts.get(suite, {}).get(rel.replace("__", "/"), {}).get("verdict", "?")
                    rows.append((cells[0], f"{verdict}: fixed eager {cells[4]}, hybridized "
                                           f"{(cells[5] if cells[5] != 'None' else cells[-1])[:90]}", ""))
    engine = f"MXNet ({args.python})" if args.python else "bundled runtime"
    resolved, lines, fixed, broken, changed, eager = totals
    summary = (f"{engine}: {len(probes)} probes changed by --fix --unsafe-fixes; error lines resolved "
               f"{resolved}/{lines}; blocks that did not hybridize and now do with equal outputs: "
               f"{fixed}/{broken}; blocks with changed outputs: {changed}; fixed copies failing eagerly: {eager}")
    if args.markdown:
        print("| probe | what the fixed copy does |\n|---|---|")
        for name, what, _ in rows:
            print(f"| {name} | {what} |")
    else:
        for name, what, _ in rows:
            print(f"{name}\t{what}")
    print("\n" + summary)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
