"""HYB008's broadcast rewrite of a block's (C,) Parameter against its hybrid_forward input reads
the rank every call of the file's instances of the block hands that input (session 68, H484):
offered only where the file makes every instance as a child ``self.<attr> = Cls(...)`` and reads
each such attribute only by a call in a hybrid method of its owner, and where the input itself
(not a rebinding) reaches the line.  The findings stay as they were either way."""
from __future__ import annotations

import textwrap

import pytest

from hybridlint.rules import analyze

CHILD = """\
from mxnet import nd
from mxnet.gluon import HybridBlock, nn


class Affine(HybridBlock):
    def __init__(self, dim, **kwargs):
        super().__init__(**kwargs)
        self.alpha = self.params.get('alpha', shape=(dim,))

    def hybrid_forward(self, F, x, alpha):
{body}


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.norm1 = Affine(4)
        self.norm2 = Affine(4){init}

    def hybrid_forward(self, F, x):
        t = x.transpose((0, 2, 1))
        return {ret}
{tail}"""


def _fixes(body="return alpha * x", init="", ret="self.norm2(self.norm1(t))", tail=""):
    src = CHILD.format(body=textwrap.indent(body, " " * 8), init=init, ret=ret, tail=tail)
    found = [d for d in analyze(src, "net.py") if d.code == "HYB008" and d.line in (11, 12)]
    assert found, "the finding stays"
    return [d.fix is not None for d in found]


def test_every_call_hands_three_axes():
    assert _fixes() == [True]


@pytest.mark.parametrize("kw", [
    # one call hands the top-level input, whose rank nothing states
    dict(ret="self.norm2(x) + self.norm1(t)"),
    # the input rebound before the line: the rank the calls hand is not what the line reads
    # (session 71, H516: a squeeze, of a rank nothing states -- `x.sum(axis=(0, 1))` is now read
    # as a total over the batch axis, no finding beside a Parameter, as `F.sum(x, axis=(0, 1))` was)
    dict(body="x = F.squeeze(x)\nreturn alpha * x"),
    # an attribute read other than by a call (handed on, its calls out of sight)
    dict(init="\n        self.both = [self.norm1]"),
    # a construction that is no child attribute: a module-level instance called with a vector
    dict(tail="\n\nprobe = Affine(4)\nprobe.initialize()\nprobe(nd.ones((4,)))\n"),
    # a construction in a Sequential's add
    dict(init="\n        self.seq = nn.HybridSequential()\n        self.seq.add(Affine(4))"),
    # a subclass of the block (its instances may run a hybrid_forward of their own)
    dict(tail="\n\nclass Wide(Affine):\n    pass\n"),
])
def test_refused(kw):
    assert _fixes(**kw) == [False]
