"""`nd.op(tensor)` in hybrid code is HYB007's finding, so no rule example can hold one alone: what
other rules read of it as the F operator it stands for is pinned here (engine kinds.op_path)."""
from __future__ import annotations

from hybridlint.rules import analyze

_DOT = """\
from mxnet import nd
from mxnet.gluon import HybridBlock


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.w = self.params.get('w', shape=(4, 4))

    def hybrid_forward(self, F, x, w):
        return nd.dot(x, self.w.data())
"""


def _hyb007(source: str):
    return [(d.line, d.col, d.message) for d in analyze(source, "example.py") if d.code == "HYB007"]


def test_parameter_data_handed_to_an_nd_operator_of_a_tensor_is_reported():
    # HYB007's fix makes it F.dot(x, self.w.data()): MXNet 1.9.1 eager (4, 4), hybridized
    # AssertionError "Argument rhs must be Symbol instances" (/work/eval/s30/h135/ex/check.out)
    found = _hyb007(_DOT)
    assert [(line, col) for line, col, _ in found] == [(11, 16), (11, 26)], found
    assert "`self.w.data()` is the Parameter's NDArray" in found[1][2]


def test_parameter_data_read_as_a_number_is_not():
    # `nd.norm(self.w.data()).asscalar()`: no tensor argument, a python number baked in
    # (MXNet 1.9.1: eager == hybridized); only the namespace is reported
    source = _DOT.replace("        return nd.dot(x, self.w.data())\n",
                          "        return x * nd.norm(self.w.data()).asscalar()\n")
    found = _hyb007(source)
    assert [(line, col) for line, col, _ in found] == [(11, 20)], found
