"""The analyzer in numpy mode against what real MXNet 1.9.1 does there
(tests/fixtures/mxnet/NUMPY_MODE.md, made by bench/mxnet_numpy_mode.py): a construct that runs
eagerly and fails after hybridize() is reported; one that hybridizes with the eager values is not."""
from __future__ import annotations

import pathlib

import pytest

from hybridlint.rules import analyze

TABLE = pathlib.Path(__file__).parents[1] / "fixtures" / "mxnet" / "NUMPY_MODE.md"


def _rows():
    out = []
    for line in TABLE.read_text(encoding="utf-8").splitlines():
        if line.startswith("| `"):
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            out.append((cells[0].strip("`"), cells[1], cells[2], cells[3]))
    return out


def test_the_table_covers_both_verdicts():
    rows = _rows()
    assert len(rows) >= 12
    assert any(r[2].startswith("returns") for r in rows) and any(not r[2].startswith("returns") for r in rows)


@pytest.mark.parametrize("expr,eager,hybridized,same", _rows())
def test_numpy_mode_findings_match_mxnet(expr, eager, hybridized, same):
    src = ("from mxnet import np, npx\nfrom mxnet.util import use_np\nfrom mxnet.gluon import HybridBlock\n\n\n"
           "@use_np\nclass Net(HybridBlock):\n    def hybrid_forward(self, F, x):\n"
           f"        out = {expr}\n        return out\n")
    found = [d for d in analyze(src, "model.py") if d.code != "HYB000"]
    breaks = eager.startswith("returns") and not (hybridized.startswith("returns") and same == "yes")
    assert bool(found) == breaks, (expr, hybridized, [d.message for d in found])
    # and no rewrite of numpy-mode code but into its own namespaces (`npx.relu` -> `F.npx.relu`,
    # `np.ones` -> `F.np.ones`): legacy operators do not apply there
    assert all(d.fix is None or all(e.text in ("F.np", "F.npx") for e in d.fix.edits) for d in found), \
        [d.fix for d in found]
