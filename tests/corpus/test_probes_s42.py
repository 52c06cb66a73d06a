"""The analyzer's error findings on the probe suite of session 42 against what real MXNet 1.9.1 did.

tests/corpus/probes_s42/ holds small HybridBlocks of six classes of the second hidden set of issue
#10 that the suite of session 37 (test_probes_s37.py) did not cover or covered thinly: mixed-shape
arithmetic, multi-output operators (``F.Custom``, ``F.split``, contrib control flow), subclass
overrides, mixins and HybridLambda, numpy mode, notebooks (``.ipynb``, read as the linter reads
them) and leftovers of earlier rounds. Each was run eagerly and hybridized in MXNet 1.9.1 once, by
bench/mxnet_probes_s42.py; its verdict (``probes_s42/verdicts.json``) is the truth here:
an ``illegal`` probe (eager runs, hybridized raises or computes other values) must get an
error-level finding, a ``legal`` one none. ``eager-fail`` probes raise before hybridize() and are
counted apart (no hybridization failure to find). ``python -m tests.corpus.test_probes_s42`` prints
precision and recall per class.
"""
from __future__ import annotations

import json
import pathlib
import sys

import pytest

from hybridlint.notebook import parse_notebook
from hybridlint.rules import analyze

ROOT = pathlib.Path(__file__).parent / "probes_s42"
VERDICTS = json.loads((ROOT / "verdicts.json").read_text(encoding="utf-8"))

# Probes whose MXNet verdict the analyzer does not reach yet, and why; each one fails loudly
# (strict xfail) once a change makes the analyzer agree, so that this list only shrinks.
KNOWN = {
    "arith/p10_attention_mask_add.py":
        "HYB008 has no shape evidence for `scores + (1 - mask.expand_dims(1)) * -1e4`: the left operand "
        "is a batch_dot quotient rebound to itself, the right an input's expand_dims under scalar arithmetic",
    "arith/p14_se_gate_times.py":
        "HYB008 reads no evidence from a reshape to literal size-1 axes (`w.reshape((0, 0, 1, 1))`) "
        "against a 4-D input",
    "leftovers/p01_inputs_rebound_deferred.py":
        "no rule covers an input rebound before it is read while a layer without in_units needs it "
        "for deferred initialization (fails only hybridized as the first call, fresh parameters)",
    "leftovers/p09_input_rebound_first_read.py":
        "the same class as p01: an input the traced graph never reads breaks deferred initialization",
    "multi_out/p07_split_groups_one.py":
        "num_outputs=self.groups with the constructor's default 1: F.split is one tensor eagerly; the "
        "engine reads a multi-output split unless num_outputs is the literal 1",
    "multi_out/p14_split_one_output_loop.py":
        "the same class as p07 (num_outputs from a constructor default of 1), iterated",
}


def errors(name: str) -> list:
    src = (ROOT / name).read_text(encoding="utf-8")
    if name.endswith(".ipynb"):
        src = parse_notebook(src).source     # the cells' python, magics masked, as `check` reads it
    return [d for d in analyze(src, name) if d.severity == "error" and d.code != "HYB000"]


def test_the_verdicts_cover_every_probe_and_both_outcomes():
    files = {p.relative_to(ROOT).as_posix() for p in ROOT.glob("*/p*.*")}
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
