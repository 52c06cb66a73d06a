"""engine.constant_shapes: the sizes a get_constant's numpy value is written to have."""
import textwrap

import libcst as cst

from hybridlint.engine.constant_shapes import constant_dims


def _dims(init_body: str):
    src = "class C:\n    def __init__(self, n=4):\n" + textwrap.indent(textwrap.dedent(init_body), "        ")
    cls = cst.parse_module(src).body[0]
    return constant_dims({"__init__": cls.body.body[0]})


def test_leading_one_from_expand_dims_newaxis_and_reshape():
    got = _dims("""
        g = np.stack(np.meshgrid(np.arange(n), np.arange(n)), axis=-1)
        g = np.expand_dims(g, axis=0).astype(np.float32)
        self.a = self.params.get_constant('a', g)
        self.b = self.params.get_constant('b', np.arange(n)[None])
        h = np.arange(12).reshape((1, -1, 3))
        self.c = self.params.get_constant('c_const', h)
        self.d = self.params.get_constant('d', value=np.zeros((2, 3)))
        self.e = self.params.get_constant('e', [[1, 2, 3], [4, 5, 6]])
    """)
    assert got["a"] == {0: 1} and got["b"] == {0: 1}
    assert got["c"] == got["c_const"] == {0: 1, 2: 3}
    assert got["d"] == {0: 2, 1: 3} and got["e"] == {0: 2, 1: 3}


def test_what_the_code_does_not_state_stays_unknown():
    got = _dims("""
        g = make_grid(n)
        self.a = self.params.get_constant('a', g)
        self.b = self.params.get_constant('b', np.expand_dims(g, axis=1))
        self.c = self.params.get_constant('c', np.zeros(shape))
        self.d = self.params.get_constant('d', [[1, 2], [3]])
    """)
    assert "a" not in got and "b" not in got and "c" not in got
    assert got["d"] == {0: 2}
