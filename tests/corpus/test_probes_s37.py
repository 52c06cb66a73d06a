"""The analyzer's error findings on the probe suite of session 37 against what real MXNet 1.9.1 did.

tests/corpus/probes_s37/ holds small HybridBlocks of four classes of the second hidden set of issue
#10 (tensors in python containers, tensors through helpers, half-ported PyTorch idioms, python values
that look like tensors). Each was run eagerly and hybridized in MXNet 1.9.1 once, by
bench/mxnet_probes_s37.py; its verdict (``probes_s37/verdicts.json``) is the truth here:
an ``illegal`` probe (eager runs, hybridized raises or computes other values) must get an
error-level finding, a ``legal`` one none. ``eager-fail`` probes raise before hybridize() and are
counted apart (no hybridization failure to find). ``python -m tests.corpus.test_probes_s37`` prints
precision and recall per class.
"""
from __future__ import annotations

import json
import pathlib
import sys

import pytest

from hybridlint.rules import analyze

ROOT = pathlib.Path(__file__).parent / "probes_s37"
VERDICTS = json.loads((ROOT / "verdicts.json").read_text(encoding="utf-8"))

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN = {
    "helpers/p13_override_plus_shapes.py":
        "HYB008 reads operand shapes inside one function: `a + b` of a helper's parameters does not "
        "see that its caller passes x and a keepdims mean (the same miss without the override)",
}


def errors(name: str) -> list:
    src = (ROOT / name).read_text(encoding="utf-8")
    return [d for d in analyze(src, name) if d.severity == "error" and d.code != "HYB000"]


def test_the_verdicts_cover_every_probe_and_both_outcomes():
    files = {p.relative_to(ROOT).as_posix() for p in ROOT.glob("*/p*.py")}
    assert files == set(VERDICTS["probes"])
    assert VERDICTS["mxnet"] == "1.9.1"
    for cls in {f.split("/")[0] for f in files}:
        kinds = [v["verdict"] for f, v in VERDICTS["probes"].items() if f.startswith(cls + "/")]
        assert kinds.count("legal") >= 4 and kinds.count("illegal") >= 4, (cls, kinds)


def _cases():
    for name, v in sorted(VERDICTS["probes"].items()):
        if v["verdict"] == "eager-fail":
            continue
        marks = [pytest.mark.xfail(reason=KNOWN[name], strict=True)] if name in KNOWN else []
        yield pytest.param(name, v["verdict"], marks=marks, id=name)


@pytest.mark.parametrize("name,verdict", list(_cases()))
def test_findings_match_mxnet(name, verdict):
    found = errors(name)
    assert bool(found) == (verdict == "illegal"), \
        (name, verdict, VERDICTS["probes"][name]["hybridized"], [(d.line, d.code, d.message[:90]) for d in found])


def score() -> dict:
    table = {}
    for name, v in sorted(VERDICTS["probes"].items()):
        row = table.setdefault(name.split("/")[0], {"tp": 0, "fp": 0, "fn": 0, "tn": 0, "apart": 0})
        flagged = bool(errors(name))
        if v["verdict"] == "eager-fail":
            row["apart"] += 1
        elif v["verdict"] == "illegal":
            row["tp" if flagged else "fn"] += 1
        else:
            row["fp" if flagged else "tn"] += 1
    return table


def main() -> None:
    total = {"tp": 0, "fp": 0, "fn": 0, "tn": 0, "apart": 0}
    for cls, row in sorted(score().items()) + [("all", total)]:
        if cls != "all":
            for k in total:
                total[k] += row[k]
        p = row["tp"] / (row["tp"] + row["fp"]) if row["tp"] + row["fp"] else float("nan")
        r = row["tp"] / (row["tp"] + row["fn"]) if row["tp"] + row["fn"] else float("nan")
        print(f"{cls:14} TP {row['tp']:2} FP {row['fp']:2} FN {row['fn']:2} TN {row['tn']:2} "
              f"apart {row['apart']}  P {p:.2f} R {r:.2f}")
    if "-v" in sys.argv:
        for name, v in sorted(VERDICTS["probes"].items()):
            print(name, v["verdict"], [(d.line, d.code) for d in errors(name)])


if __name__ == "__main__":
    main()
