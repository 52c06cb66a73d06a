"""HYB016 walks a block's methods only in a file that can spell a Constant (speed): the word in
the source, or an import bound to it whose spelling is not the word (python normalises
identifiers, NFKC, so a fullwidth `Ｃonstant` imports `Constant`)."""
from __future__ import annotations

from hybridlint.rules import analyze

BLOCK = """\
{imports}
from mxnet.gluon import HybridBlock


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.scale = self.params.get('scale', shape=(2,), init={init}([0.5, 1.5]))

    def hybrid_forward(self, F, x, scale):
        return F.broadcast_mul(x, scale)
"""


def _codes(imports: str, init: str) -> list[str]:
    return [d.code for d in analyze(BLOCK.format(imports=imports, init=init), "net.py")]


def test_spelled_constant_is_read():
    assert _codes("import mxnet as mx", "mx.init.Constant") == ["HYB016"]


def test_alias_whose_spelling_is_not_the_word():
    imports = "from mxnet.init import \uff23onstant as C"
    assert "Constant" not in imports
    assert _codes(imports, "C") == ["HYB016"]


def test_no_constant_no_finding():
    assert _codes("import mxnet as mx", "mx.init.Uniform") == []
