"""engine.eager_arrays: which module constants and self attributes hold eagerly built NDArrays."""
import ast
import textwrap

from hybridlint.engine.constructions import Constructions
from hybridlint.engine.eager_arrays import eager_arrays
from hybridlint.engine.index import index_ast_module


def _found(src: str):
    src = textwrap.dedent(src)
    tree = ast.parse(src)
    index = index_ast_module(tree, "m.py")
    return eager_arrays(tree.body, index.resolve_name, src)


def test_module_constants_through_imports_and_method_chains():
    found = _found("""
        import mxnet as mx
        from mxnet import nd
        import mxnet.ndarray as mnd
        A = mx.nd.array([1, 2]).reshape((1, 2))
        B = nd.random.uniform(shape=(2,))
        C = mnd.ones((3,)).as_in_context(mx.cpu())
        D = [nd.zeros((1,)), nd.ones((1,))]
        E = nd.NDArray
        F2 = 3
    """)
    assert set(found.module) == {"A", "B", "C", "D"}
    assert found.module["A"][0] == 5


def test_a_name_rebound_to_something_else_is_not_one():
    found = _found("""
        from mxnet import nd
        A = nd.ones((1,))
        A = None
        B = nd.ones((1,))
        for B in range(3):
            pass
        def C():
            pass
        C2 = nd.ones((1,))
    """)
    assert set(found.module) == {"C2"}


def test_init_attributes_direct_lists_and_appended_locals():
    found = _found("""
        from mxnet import nd
        from mxnet.gluon import HybridBlock
        class Net(HybridBlock):
            def __init__(self, n):
                super().__init__()
                self.w = nd.ones((1, 3))
                self.ws = []
                for _ in range(n):
                    v = nd.random.uniform(shape=(1, 3))
                    self.ws.append(v)
                self.p = self.params.get_constant('p', nd.ones((1,)))
                self.later = nd.ones((1,))
                self.empty = []
            def reset(self):
                self.later = None
    """)
    assert set(found.attributes_of("Net")) == {"w", "ws"}
    assert found.attributes_of("Net")["ws"][1] == "nd.random.uniform(shape=(1, 3))"


def test_setattr_or_a_local_rebound_keeps_nothing():
    assert _found("""
        from mxnet import nd
        class Net:
            def __init__(self):
                self.w = nd.ones((1,))
                setattr(self, 'w', None)
    """).attributes_of("Net") == {}
    found = _found("""
        from mxnet import nd
        class Net:
            def __init__(self):
                self.ws = []
                v = nd.ones((1,))
                v = v.asnumpy()
                self.ws.append(v)
    """)
    assert found.attributes_of("Net") == {}


_CROSS = """
    from mxnet import nd
    from mxnet.gluon import HybridBlock
    class Cross(HybridBlock):
        def __init__(self, dims, weight, bias=None, **kwargs):
            super().__init__(**kwargs)
            self.weight = weight
            self.bias = bias
            self.dims = dims
        def hybrid_forward(self, F, x):
            return F.dot(x, self.weight)
"""


def test_constructor_arguments_every_construction_of_the_file_passes_an_array():
    found = _found(_CROSS + """
    W = nd.ones((3, 3))
    a = Cross(3, W, nd.zeros((3,)))
    def build():
        w = nd.random.normal(shape=(3, 3))
        w2 = w * 0.1
        return Cross(3, weight=w2, bias=nd.zeros((3,)) + 1)
    class Sub(Cross):
        def __init__(self):
            super(Sub, self).__init__(3, -nd.ones((3, 3)), nd.ones((3,)))
    class Plain(Cross):
        pass
    b = Plain(3, nd.ones((3, 3)), bias=nd.ones((3,)))
    """)
    held = found.attributes_of("Cross")
    assert set(held) == {"weight", "bias"}
    assert all(found.passed("Cross", a) for a in held)
    assert held["weight"][1] == "nd.ones((3, 3))"


def test_constructor_arguments_not_proven():
    # a default, a number, *args, a class kept uncalled, a subclass's __init__ reached otherwise
    for tail in ("a = Cross(3, nd.ones((3, 3)))\nb = Cross(3, 2.0, nd.ones((3,)))",
                 "args = (3, nd.ones((3, 3)), nd.ones((3,)))\na = Cross(*args)",
                 "a = Cross(3, nd.ones((3, 3)), nd.ones((3,)))\nmakers = [Cross]",
                 "a = Cross(3, nd.ones((3, 3)), nd.ones((3,)))\nb = Cross.__init__(a, 3, 1, 1)",
                 ""):
        found = _found(_CROSS + textwrap.indent(tail, "    "))
        held = found.attributes_of("Cross")
        assert "bias" not in held and "weight" not in held, tail


def test_arithmetic_between_locals_of_init():
    found = _found("""
        from mxnet import nd
        from mxnet.gluon import HybridBlock
        class Net(HybridBlock):
            def __init__(self, n):
                super().__init__()
                w = nd.ones((n,))
                w2 = w * 2
                w3 = (w2 - 1).reshape((1, n))
                self.a = w3
                v = nd.ones((n,))
                v = v * 2
                self.b = v
            def hybrid_forward(self, F, x):
                return x
    """)
    assert set(found.attributes_of("Net")) == {"a"}


def _constructions_both_ways(src: str):
    """(read per class as asked, one walk of the whole module) for every class of ``src``."""
    body = ast.parse(src).body
    classes = {s.name: s for s in body if isinstance(s, ast.ClassDef)}
    whole = Constructions(body, classes, src)
    whole._unread, whole._read_for = [], set(classes)
    whole._walk(body, None, None)
    lazy = Constructions(body, classes, src)
    key = lambda calls: None if calls is None else sorted((c.lineno, c.col_offset, skip) for c, skip, _ in calls)
    return [(key(lazy.of(n)), key(whole.of(n))) for n in reversed(list(classes))] \
        + [(key(lazy.of(n)), key(whole.of(n))) for n in classes]


def test_constructions_read_per_class_as_the_whole_module_walk():
    # a construction in a decorated factory, a subclass without __init__ and its construction on a
    # line with another statement, a super() call, a class kept in a dict, \r line ends
    src = textwrap.dedent("""
        import functools
        class A:
            def __init__(self, w):
                self.w = w
        class B(A):
            pass
        class C(A):
            def __init__(self):
                super().__init__(2)
        class D:
            def __init__(self, w):
                self.w = w
        @functools.lru_cache(
            maxsize=A(1).w)
        def make():
            return C()
        x = 1; b = B(3)
        table = {"d": D}
        def nested():
            class E(D):
                def __init__(self):
                    super().__init__(4)
            return E
    """)
    for text in (src, src.replace("\n", "\r"), src + "# é\n"):
        pairs = _constructions_both_ways(text)
        assert all(lazy == whole for lazy, whole in pairs), pairs
    a, b, _, d = [lazy for lazy, _ in _constructions_both_ways(src)][4:]
    assert (a, b, d) == ([(10, 8, 0), (15, 12, 0), (18, 11, 0)], [(18, 11, 0)], None)


def test_constructor_argument_through_a_function_with_keyword_only_parameters():
    # `def build(*, scale)`: a keyword-only parameter without a default (None in kw_defaults)
    found = _found(_CROSS + """
    def build(*, scale, dims=3):
        return Cross(dims, nd.ones((3, 3)) * 0.5, nd.zeros((3,)))
    """)
    assert set(found.attributes_of("Cross")) == {"weight", "bias"}
