"""What a hybridized run implies of an input's shape (fixers/_traced_shapes.py): a plain operator
between two legacy Symbols runs only on one shape, so after one that runs on every call the input
beside a tensor of known shape has that shape -- for HYB008's proof of a mismatch, never for the
fixers' own flow, which must hold for eager code that broadcast there."""
from __future__ import annotations

import pytest

from hybridlint.rules import analyze

_HEAD = ("from mxnet.gluon import HybridBlock, nn\n\n\nclass Net(HybridBlock):\n"
         "    def __init__(self, **kwargs):\n        super().__init__(**kwargs)\n"
         "        self.head = nn.Dense(6, in_units=4)\n\n"
         "    def hybrid_forward(self, F, x, ref):\n"
         "        pts = self.head(x).reshape((0, 3, 2))\n")
# ref's first row, reduced over its last axis, beside pts reduced the same way: (N, 1) and (N, 3)
# when ref has pts's shape
_TAIL = ("        first = F.sum(F.slice_axis(ref, axis=1, begin=0, end=1), axis=-1)\n"
         "        return F.sum(pts, axis=-1) * first\n")


def _hyb008(between: str) -> list[int]:
    src = _HEAD + "".join(f"        {line}\n" for line in between.splitlines()) + _TAIL
    return [d.line for d in analyze(src, "m.py") if d.code == "HYB008"]


@pytest.mark.parametrize("between", [
    "d = pts - ref",
    "keep = F.relu(pts * ref)",
    "same = pts == ref",
    "F.sum(ref + pts)",
])
def test_a_plain_operator_run_on_every_call_gives_the_input_its_operands_shape(between):
    assert _hyb008(between) == [len(between.splitlines()) + 12]


@pytest.mark.parametrize("between", [
    # nothing ties ref to pts
    "d = F.broadcast_sub(pts, ref)",
    # a conditional expression, a lambda, a comprehension: the operator may not run
    "d = pts - ref if self.training else pts",
    "f = lambda: pts - ref",
    "ds = [pts - ref for _ in range(0)]",
    # under a branch the operator may not run
    "if self.training:\n    d = pts - ref",
])
def test_an_operator_that_may_not_run_or_a_rebound_input_ties_nothing(between):
    assert _hyb008(between) == []


def test_after_a_return_nothing_is_proved():
    src = _HEAD + "        if x is None:\n            return pts\n        d = pts - ref\n" + _TAIL
    assert [d.code for d in analyze(src, "m.py") if d.code == "HYB008"] == []


def test_a_local_of_unknown_shape_is_not_equated():
    # only an input's shape is the caller's to choose; a local the walk lost may have lost it at an
    # operator that fails already (a (1, n) >= (n, 1) comparison is (n, n) eagerly)
    between = "scaled = ref * 2\nd = pts - scaled\n"
    src = _HEAD + "".join(f"        {line}\n" for line in between.splitlines()) + _TAIL.replace("ref", "scaled")
    assert [d.code for d in analyze(src, "m.py") if d.code == "HYB008"] == []
    assert _hyb008("scaled = ref * 2\nd = pts - ref") == [14]
