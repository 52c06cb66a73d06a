"""Backend guards: eager-only regions are not checked."""
from __future__ import annotations

import textwrap

import libcst as cst
import pytest

from hybridlint.rules import analyze
from hybridlint.engine.guards import EAGER, SYMBOLIC, guard_of


def _resolve(node):
    from hybridlint.engine.cst_index import cst_dotted
    d = cst_dotted(node)
    return {"mx.nd": "mxnet.nd", "mx.sym": "mxnet.sym"}.get(d, d)


@pytest.mark.parametrize("test,expected", [
    ("F is nd", EAGER),
    ("F is mx.nd", EAGER),
    ("F == mx.ndarray", EAGER),
    ("nd is F", EAGER),
    ("F is not nd", SYMBOLIC),
    ("F is sym", SYMBOLIC),
    ("F is mx.symbol", SYMBOLIC),
    ("F is not sym", EAGER),
    ("id(F) == id(mx.ndarray)", EAGER),
    ("id(mx.nd) == id(F)", EAGER),
    ("id(F) is id(mx.nd)", None),
    ("id(F) != id(mx.ndarray)", SYMBOLIC),
    ("id(F) == id(mx.sym)", SYMBOLIC),
    ("id(F) == mx.ndarray", None),
    ("id(x) == id(y)", None),
    ("F.__name__ == 'mxnet.ndarray'", EAGER),
    ("F.__name__ == 'mxnet.symbol'", SYMBOLIC),
    ("F.__name__.startswith('mxnet.ndarray')", EAGER),
    ("'ndarray' in F.__name__", EAGER),
    ("isinstance(x, NDArray)", EAGER),
    ("isinstance(x, mx.nd.NDArray)", EAGER),
    ("isinstance(x, (nd.NDArray, list))", EAGER),
    ("isinstance(x, mx.sym.Symbol)", SYMBOLIC),
    ("not isinstance(x, mx.sym.Symbol)", EAGER),
    # no eager guard: a hybridized numpy-mode block traces this side with numpy-mode Symbols, and
    # it is checked as numpy-mode code (context.numpy_side)
    ("is_np_array()", None),
    ("F is nd and x.sum() > 0", EAGER),
    ("F is nd or F is mx.nd", EAGER),
    ("F is nd or x", None),
    ("isinstance(x, np.ndarray)", None),
    ("isinstance(x, list)", None),
    ("self.training", None),
    ("x is None", None),
    ("F is self.ns", None),
])
def test_guard_of(test, expected):
    expr = cst.parse_expression(test)
    assert guard_of(expr, "F", _resolve) == expected


def _codes(src):
    return [(d.line, d.code) for d in analyze(textwrap.dedent(src), "g.py")
            if d.code in ("HYB001", "HYB002")]


def test_eager_regions_in_statements_and_expressions():
    src = """
    from mxnet import gluon, nd, sym
    class Net(gluon.HybridBlock):
        def hybrid_forward(self, F, x):
            if F is nd:
                a = x.shape
            else:
                b = x.shape
            if F is sym:
                c = x.shape
            elif True:
                d = x.shape
            e = x.shape if F is nd else 0
            f = F is nd and x.asnumpy()
            if F is sym:
                return F.relu(x)
            g = x.shape
            return x
    """
    assert _codes(src) == [(8, "HYB001"), (10, "HYB001")]


def test_early_return_only_after_a_symbolic_guard():
    src = """
    from mxnet import gluon, nd
    class Net(gluon.HybridBlock):
        def hybrid_forward(self, F, x):
            if F is nd:
                return x.asnumpy()
            return x.shape
    """
    assert _codes(src) == [(7, "HYB001")]


def test_guard_inside_nested_block_does_not_leak():
    src = """
    from mxnet import gluon, sym
    class Net(gluon.HybridBlock):
        def hybrid_forward(self, F, x):
            for i in range(2):
                if F is sym:
                    continue
            if self.flag:
                if F is sym:
                    return x
            return x.shape
    """
    assert _codes(src) == [(11, "HYB001")]
