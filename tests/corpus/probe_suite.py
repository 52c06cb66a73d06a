"""One probe suite of issue #10: small HybridBlocks, each run once in real MXNet 1.9.1, against the analyzer.

A suite is a folder under tests/corpus/ holding class folders of probes (``*/p*.py``, and ``*/p*.ipynb``
read as the linter reads notebooks) and the ``verdicts.json`` that bench/mxnet_probes.py recorded for
them. The verdict is the truth: an ``illegal`` probe (eager runs, hybridized raises or computes other
values) must get an error-level finding, a ``legal`` one none; ``eager-fail`` probes raise before
hybridize() and are counted apart (no hybridization failure to find). ``known`` names the probes the
analyzer does not reach yet, with the reason; they are strict xfails, so the list can only shrink.
"""
from __future__ import annotations

import json
import pathlib

import pytest
from hybridlint.rules import analyze

from hybridlint.notebook import parse_notebook

HERE = pathlib.Path(__file__).parent


class ProbeSuite:
    def __init__(self, folder: str, known: dict[str, str]):
        self.root = HERE / folder
        self.verdicts = json.loads((self.root / "verdicts.json").read_text(encoding="utf-8"))
        self.known = known

    def errors(self, name: str) -> list:
        src = (self.root / name).read_text(encoding="utf-8")
        if name.endswith(".ipynb"):
            src = parse_notebook(src).source     # the cells' python, magics masked, as `check` reads it
        return [d for d in analyze(src, name) if d.severity == "error" and d.code != "HYB000"]

    def check_coverage(self) -> None:
        """Every probe has a verdict, and every class holds both outcomes (a class of one outcome
        would let a rule that always or never fires pass)."""
        files = {p.relative_to(self.root).as_posix() for p in self.root.glob("*/p*.*")}
        assert files == set(self.verdicts["probes"])
        assert self.verdicts["mxnet"] == "1.9.1"
        assert set(self.known) <= files
        for cls in {f.split("/")[0] for f in files}:
            kinds = [v["verdict"] for f, v in self.verdicts["probes"].items() if f.startswith(cls + "/")]
            assert kinds.count("legal") >= 4 and kinds.count("illegal") >= 4, (cls, kinds)

    def cases(self) -> list:
        out = []
        for name, v in sorted(self.verdicts["probes"].items()):
            if v["verdict"] == "eager-fail":
                continue
            marks = [pytest.mark.xfail(reason=self.known[name], strict=True)] if name in self.known else []
            out.append(pytest.param(name, v["verdict"], marks=marks, id=name))
        return out

    def check(self, name: str, verdict: str) -> None:
        found = self.errors(name)
        assert bool(found) == (verdict == "illegal"), \
            (name, verdict, self.verdicts["probes"][name]["hybridized"],
             [(d.line, d.code, d.message[:90]) for d in found])

    def tests(self) -> tuple:
        """The two tests every suite module binds: the verdicts' coverage, and one case a probe."""
        def test_the_verdicts_cover_every_probe_and_both_outcomes():
            self.check_coverage()

        @pytest.mark.parametrize("name,verdict", self.cases())
        def test_findings_match_mxnet(name, verdict):
            self.check(name, verdict)

        return test_the_verdicts_cover_every_probe_and_both_outcomes, test_findings_match_mxnet

    def score(self) -> dict:
        table = {}
        for name, v in sorted(self.verdicts["probes"].items()):
            row = table.setdefault(name.split("/")[0], {"tp": 0, "fp": 0, "fn": 0, "tn": 0, "apart": 0})
            flagged = bool(self.errors(name))
            if v["verdict"] == "eager-fail":
                row["apart"] += 1
            elif v["verdict"] == "illegal":
                row["tp" if flagged else "fn"] += 1
            else:
                row["fp" if flagged else "tn"] += 1
        return table

    def report(self, verbose: bool = False) -> None:
        """Precision and recall per class, as the HELDOUT.md sections quote them."""
        total = {"tp": 0, "fp": 0, "fn": 0, "tn": 0, "apart": 0}
        for cls, row in sorted(self.score().items()) + [("all", total)]:
            if cls != "all":
                for k in total:
                    total[k] += row[k]
            p = row["tp"] / (row["tp"] + row["fp"]) if row["tp"] + row["fp"] else float("nan")
            r = row["tp"] / (row["tp"] + row["fn"]) if row["tp"] + row["fn"] else float("nan")
            print(f"{cls:14} TP {row['tp']:2} FP {row['fp']:2} FN {row['fn']:2} TN {row['tn']:2} "
                  f"apart {row['apart']}  P {p:.2f} R {r:.2f}")
        if verbose:
            for name, v in sorted(self.verdicts["probes"].items()):
                print(name, v["verdict"], [(d.line, d.code) for d in self.errors(name)])
