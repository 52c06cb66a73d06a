"""Literal input shapes at a file's own calls of its blocks (engine/call_shapes.py)."""
from __future__ import annotations

import ast
import textwrap

from hybridlint.engine.call_shapes import call_forms, call_shapes, spelled_call_shapes
from hybridlint.engine.index import index_ast_module


def _resolve(name: str) -> str:
    head, _, rest = name.partition(".")
    full = {"mx": "mxnet", "nd": "mxnet.nd"}.get(head, head)
    return f"{full}.{rest}" if rest else full


def shapes(src: str, classes=("Foo",)):
    body = ast.parse(textwrap.dedent(src)).body
    return {c: [(s.line, s.positional, s.keywords) for s in calls]
            for c, calls in call_shapes(body, frozenset(classes), _resolve).items()}


def test_literal_arrays_directly_and_through_names():
    src = """
    foo = Foo()
    x = nd.zeros(shape=(2, 3))
    foo(x, mx.nd.ones(4), b=nd.array([[1, 2, 3]]), c=nd.random.uniform(shape=(5,)))
    """
    assert shapes(src) == {"Foo": [(4, ((2, 3), (4,)), {"b": (1, 3), "c": (5,)})]}


def test_only_names_bound_once_count():
    src = """
    def main():
        foo = Foo()
        x = nd.ones((2, 3))
        x = x * 2
        foo(x, nd.ones((1, 3)))
        bar = Foo()
        bar = other()
        bar(nd.ones((1, 3)), nd.ones((2, 3)))
        Foo()(nd.ones(7), nd.full((7,), 2), *rest)
        Foo()(nd.ones(7), y)
    """
    assert shapes(src) == {"Foo": [(6, (None, (1, 3)), {}), (11, ((7,), None), {})]}


def test_other_calls_and_shapes_say_nothing():
    src = """
    foo = Foo()
    foo(nd.ones(n), nd.ones((2, k)), nd.array(data), nd.array([[1, 2], [3]]), np.ones((2, 3)))
    Bar()(nd.ones(2))
    """
    assert shapes(src) == {}


def spelled(src: str, classes=("Foo",)):
    body = ast.parse(textwrap.dedent(src)).body
    return {c: [(s.line, s.positional, s.keywords) for s in calls]
            for c, calls in spelled_call_shapes(body, frozenset(classes), _resolve).items()}


def test_spelled_shapes_through_attribute_instances_and_rebound_state():
    src = """
    class Search:
        def __init__(self):
            self.step = Foo()
        def run(self, n):
            lengths = mx.nd.zeros((n * self.beam, 1))
            done = nd.zeros((n * self.beam,), dtype='int32')
            for _ in range(3):
                done, lengths = self.step.forward(done, lengths)
            self.step(lengths, w=nd.ones(5), v=nd.ones(n))
    """
    assert spelled(src) == {"Foo": [(9, (("n*self.beam",), ("n*self.beam", "1")), {}),
                                    (10, (("n*self.beam", "1"),), {"w": ("5",), "v": None})]}


def test_spelled_shapes_need_one_built_shape_and_one_class():
    src = """
    class Search:
        def __init__(self):
            self.step = Foo()
            self.other = Foo() if fast else Bar()
        def run(self, n):
            a = nd.zeros((n, 1))
            a = nd.zeros((n, 2))
            b = make(n)
            self.step(a, b)
            self.other(nd.ones((n, 1)))
    """
    assert spelled(src, classes=("Foo", "Bar")) == {}


def forms(src: str, classes=("Foo",)):
    body = ast.parse(textwrap.dedent(src)).body
    return {c: [(f.line, f.traced, f.positional) for f in calls]
            for c, calls in call_forms(body, frozenset(classes)).items()}


def test_call_forms_lists_and_constants():
    src = """
    foo = Foo()
    feats = [nd.ones(3), nd.ones(4)]
    foo(feats, True)
    foo((a, b), (3, 4), 'max', load())
    class Net:
        def __init__(self):
            self.head = Foo()
        def hybrid_forward(self, F, x):
            return self.head([x, x], 2)
    def main(y):
        z = [y]
        for z in range(3):
            pass
        Foo()(z, y)
    """
    assert forms(src) == {"Foo": [(4, False, ("list", "True")),
                                  (5, False, ("list", "(3, 4)", "'max'", None)),
                                  (10, True, ("list", "2"))]}


def container_forms(src: str, classes=("Foo",)):
    tree = ast.parse(textwrap.dedent(src))
    resolve = index_ast_module(tree, "example.py").resolve_name
    return {c: [(f.line, f.traced, f.positional) for f in calls]
            for c, calls in call_forms(tree.body, frozenset(classes), resolve).items()}


def test_call_forms_follow_containers_to_their_first_child():
    src = """
    from mxnet.gluon import nn
    class Net(nn.HybridBlock):
        def __init__(self, n):
            super().__init__()
            self.stages = nn.HybridSequential()
            for i in range(n):
                block = nn.HybridSequential()
                with block.name_scope():
                    if i > 0:
                        block.add(Foo())
                    block.add(nn.Activation('relu'), Bar())
                self.stages.add(block)
            self.head = nn.HybridSequential()
            self.head.add(Bar(), Foo())
        def hybrid_forward(self, F, x):
            for i, feat in enumerate(x):
                feat = [feat, x[0]] if i else [feat]
                y = self.stages[i](feat)
            feat = feat if y else [feat]
            self.stages[i](feat)
            return self.head([y, y])
    seq = nn.Sequential()
    seq.add(Foo(), Bar())
    seq((1, 2))
    """
    # Foo may be first in a stage (added when i > 0, before the Activation that always is);
    # Bar is not there (after the Activation) but is in the head, before Foo; an argument that
    # is a list on one branch only (line 21) is no evidence
    assert container_forms(src, ("Foo", "Bar")) == {
        "Foo": [(19, True, ("list",)), (25, False, ("(1, 2)",))],
        "Bar": [(22, True, ("list",))]}


def test_call_forms_follow_a_loop_over_a_containers_children():
    src = """
    from mxnet.gluon import nn
    class Net(nn.HybridBlock):
        def __init__(self, n, attend):
            super().__init__()
            self.projs = nn.HybridSequential()
            self.attends = nn.HybridSequential()
            for i in range(n):
                self.projs.add(nn.Dense(4))
                self.attends.add(Foo() if attend else nn.HybridLambda('identity'))
        def hybrid_forward(self, F, x, k, v):
            for i, (proj, att) in enumerate(zip(self.projs, self.attends)):
                x = att(proj(x), (k, v), 1)
            for att in reversed(self.attends):
                x = att(x, [k])
            for att in self.attends:
                x = att(x, [v])
            return x
    """
    # each child of the file's class, in either branch of the conditional, gets the loop's
    # arguments
    assert container_forms(src, ("Foo",)) == {
        "Foo": [(13, True, (None, "list", "1")), (15, True, (None, "list")), (17, True, (None, "list"))]}
    # a target the body rebinds or reads another way may change the children: the container
    # escapes, and no call of it is evidence
    for body in ("att = self.projs[0]\n                x = att([x])", "att.add(Foo())\n                x = att([x])"):
        other = src.replace("x = att(x, [v])", body)
        assert container_forms(other, ("Foo",)) == {}
    # a sibling target read another way is not followed; the one only called still is
    other = src.replace("x = att(proj(x), (k, v), 1)", "x = att(proj(x) * proj.scale, (k, v), 1)")
    assert container_forms(other, ("Foo",)) == container_forms(src, ("Foo",))


def test_call_forms_drop_a_container_read_otherwise():
    src = """
    from mxnet.gluon import nn
    def build(extra):
        seq = nn.HybridSequential()
        extra(seq)          # a helper may add a first child
        seq.add(Foo())
        seq([a, b])
        other = nn.HybridSequential()
        other.add(Foo())
        other[0].add(Bar())
        other([a, b])
        if a:
            third = nn.HybridSequential()
            third.add(Foo())
        else:
            third = nn.HybridSequential()
        third([a, b])
    """
    assert container_forms(src, ("Foo", "Bar")) == {}


def test_call_forms_drop_containers_changed_out_of_order():
    src = """
    from mxnet.gluon import nn
    def build():
        seq = nn.HybridSequential()
        def first():
            seq.add(Bar())
        register(first)
        seq.add(Foo())
        seq([a, b])
        other = nn.HybridSequential()
        [other.add(Bar()) for _ in range(n)]
        other.add(Foo())
        other([a, b])
    """
    assert container_forms(src, ("Foo", "Bar")) == {}


def test_a_class_the_text_never_calls_has_no_call_forms():
    # ScopeFinder._maybe_constructed spares call_forms' walk where the text cannot call the
    # class: it must say yes wherever call_forms finds a call of the class's instances
    from types import SimpleNamespace

    from hybridlint.engine.scopes import ScopeFinder

    def maybe(src: str) -> bool:
        return ScopeFinder._maybe_constructed(SimpleNamespace(source=textwrap.dedent(src)), "Foo")

    only_defined = """
    class Foo (HybridBlock):
        def hybrid_forward(self, F, x, flag):
            return x if flag else x * 2
    class MyFoo(Foo):
        pass
    net = MyFoo()
    net(nd.ones(2), True)
    """
    assert not maybe(only_defined) and forms(only_defined) == {}
    for made in ("foo = Foo(1)", "foo = Foo \\\n    (1)", "foo = (Foo  # the block\n    (1))",
                 "foo = mod.Foo(1)"):
        src = textwrap.dedent(only_defined) + f"{made}\nfoo([nd.ones(2)], True)\n"
        assert maybe(src), made
    src = textwrap.dedent(only_defined) + "foo = Foo(1)\nfoo([nd.ones(2)], True)\n"
    assert forms(src) == {"Foo": [(10, False, ("list", "True"))]}
    # (a name spelled with other characters the parser normalises: not tested, always read)
    assert maybe(only_defined + "x = 'é'\n")
