"""The constructs MXNet 1.9.1 was measured on (tests/fixtures/mxnet/CONSTRUCTS.md) and the rule each
one must trigger: a construct that breaks or silently differs after hybridize() is reported, the
ones that behave the same are not."""
from __future__ import annotations

import pathlib

import pytest

from hybridlint.rules import analyze

CONSTRUCTS = pathlib.Path(__file__).parents[1] / "fixtures" / "mxnet" / "CONSTRUCTS.md"

TEMPLATE = """\
import mxnet as mx
from mxnet import gluon, nd
class Block(gluon.HybridBlock):
    def hybrid_forward(self, F, x):
{body}
"""

# construct (first column of CONSTRUCTS.md) -> (hybrid_forward body, expected engine-rule codes)
CASES = {
    "x.shape (x * x.shape[0])": ("return x * x.shape[0]", {"HYB001"}),
    "x.shape in reshape (x.reshape((x.shape[0], -1)))": ("return x.reshape((x.shape[0], -1))", {"HYB001"}),
    "x.asnumpy()": ("return x.asnumpy()", {"HYB002"}),
    "x[0]": ("return x[0]", {"HYB003"}),
    "x[0, 0]": ("return x[0, 0]", {"HYB003"}),
    "x[:, 0]": ("return x[:, 0]", {"HYB003"}),
    "x[0:1]": ("return x[0:1]", {"HYB003"}),
    "x += 1": ("x += 1\n        return x", {"HYB004"}),
    "x[0] = 2": ("x[0] = 2\n        return x", {"HYB005"}),
    "if x.sum() > 0:": ("if x.sum() > 0:\n            x = x * 2\n        return x", {"HYB006"}),
    "x.dtype": ("return F.cast(x, dtype=x.dtype)", {"HYB001"}),
    "x.context": ("return F.ones((1,), ctx=x.context)", {"HYB001"}),
    "x.sum().asscalar()": ("return x * x.sum().asscalar()", {"HYB002"}),
    "x.size": ("return x / x.size", {"HYB001"}),
    "x.ndim": ("return x * x.ndim", {"HYB001"}),
    "x.T": ("return x.T", {"HYB001"}),
    "x.as_in_context(mx.cpu())": ("return x.as_in_context(mx.cpu())", {"HYB002"}),
    "x.wait_to_read()": ("x.wait_to_read()\n        return x", {"HYB002"}),
    # same result eagerly and hybridized: nothing for rules 001-006 to say
    "F.broadcast_add(x, F.ones((1,1)))": ("return F.broadcast_add(x, F.ones((1, 1)))", set()),
    "control: F.relu(F.broadcast_add(x, F.ones((1,1)))) * 2":
        ("return F.relu(F.broadcast_add(x, F.ones((1, 1)))) * 2", set()),
}
ENGINE_CODES = {"HYB001", "HYB002", "HYB003", "HYB004", "HYB005", "HYB006"}


def _table_constructs() -> list[str]:
    rows = []
    for line in CONSTRUCTS.read_text(encoding="utf-8").splitlines():
        if line.startswith("| `"):
            rows.append(line.split("`")[1])
    return rows


def test_cases_name_real_rows_of_the_reference_table():
    rows = _table_constructs()
    assert len(rows) > 20
    for construct in CASES:
        assert construct in rows, construct


@pytest.mark.parametrize("construct", sorted(CASES))
def test_construct(construct):
    body, expected = CASES[construct]
    src = TEMPLATE.format(body="        " + body)
    got = {d.code for d in analyze(src, "construct.py")} & ENGINE_CODES
    assert got == expected, (construct, [(d.code, d.message) for d in analyze(src, "construct.py")])
