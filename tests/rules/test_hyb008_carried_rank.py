"""HYB008 on a rank carried through a plain operator: the finding stands, the rewrite does not.

`w = x * d` with `d` 1-D and `x` of unknown rank is 1-D whenever it traces, so `w * F.flatten(x)`
mixes 1 axis with 2; but when `x` is 2-D it is `x * d` that fails after hybridize() (MXNet 1.9.1:
eager (4, 6), hybridized MXNetError in `_mul`), and broadcasting the later operator alone would
leave that failure in place.
"""
from __future__ import annotations

import textwrap

from hybridlint.rules import analyze

SRC = textwrap.dedent("""\
    from mxnet.gluon import HybridBlock


    class Net(HybridBlock):
        def hybrid_forward(self, F, x):
            d = F.arange(6)
            w = x * d
            return w * F.flatten(x)
""")


def test_a_carried_rank_is_reported_without_a_rewrite():
    found = [d for d in analyze(SRC, "net.py") if d.code == "HYB008"]
    assert [(d.line, d.col) for d in found] == [(8, 16)]
    assert "carried through a plain operator" in found[0].message
    assert found[0].fix is None


def test_a_rank_both_operands_state_keeps_its_rewrite():
    src = SRC.replace("w = x * d", "w = F.flatten(x) * 2 + d")
    found = [d for d in analyze(src, "net.py") if d.code == "HYB008"]
    assert found and all(d.fix is not None for d in found)
