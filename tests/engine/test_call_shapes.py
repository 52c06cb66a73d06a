"""Literal input shapes at a file's own calls of its blocks (engine/call_shapes.py)."""
from __future__ import annotations

import ast
import textwrap

from hybridlint.engine.call_shapes import call_forms, call_shapes, spelled_call_shapes


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
