"""The stdlib-tree readers the scope finder asks instead of reading method bodies in the libcst
tree (declared.tuple_children, declared.constructed_attr_class): the same answers as the libcst
readers they stand in for (scopes._tuple_children, scopes._constructed_class), which read the
bodies the first parse leaves out (stubs.py) only by tripping into a second analysis."""
from __future__ import annotations

import ast
import textwrap

import libcst as cst
import pytest

from hybridlint.engine.declared import constructed_attr_class, method_defs, tuple_children
from hybridlint.engine.scopes import _constructed_class, _tuple_children

BODIES = [
    "self.a = Pair(1)\nself.b = Three()",
    "self.a = Pair(1)\nself.a = Three()",
    "self.a = Pair(1)\nself.a += 1",
    "self.a, self.b = Pair(1), Three()",
    "[*self.a] = x\nself.b = Pair()",
    "self.a: Pair = Pair()",
    "self.a = self.b = Pair()",
    "setattr(self, 'a', 1)\nself.b = Pair()",
    "self.__setattr__('a', 1)\nself.b = Pair()",
    "for self.a in xs:\n    pass\nself.b = Pair()",
    "with f() as self.a:\n    pass\nself.b = Three()",
    "with f() as (self.a, y):\n    pass",
    "def inner():\n    self.a = Three()\nself.a = Pair()",
    "self.a = mod.Pair()\nself.b = lambda: Pair()",
    "xs = [1 for self.a in ys]\nself.a = Pair()",
    "self.a = Pair() if c else Pair()\nself.b = Pair()",
]


def _both(body: str):
    src = "class Net:\n    def __init__(self):\n" + textwrap.indent(body, "        ") + \
          "\n    def other(self):\n        self.c = Pair()\n"
    cls = cst.parse_module(src).body[0]
    methods = {f.name.value: f for f in cls.body.body if type(f) is cst.FunctionDef}
    return methods, method_defs(ast.parse(src).body[0], frozenset())


@pytest.mark.parametrize("body", BODIES)
def test_tuple_children_reads_the_stdlib_tree_as_the_libcst_one(body):
    methods, ast_methods = _both(body)
    classes = {"Pair": 2, "Three": 3}
    assert tuple_children(ast_methods, classes) == _tuple_children(methods, classes)


@pytest.mark.parametrize("body", BODIES)
@pytest.mark.parametrize("attr", ["a", "b", "c"])
def test_constructed_attr_class_reads_the_stdlib_tree_as_the_libcst_one(body, attr):
    methods, ast_methods = _both(body)
    assert constructed_attr_class(attr, list(ast_methods.values())) == \
        _constructed_class(attr, list(methods.values()), "self")


def test_the_readers_say_something():
    # (the comparisons above compare answers, not only Nones)
    methods, ast_methods = _both(BODIES[0])
    assert tuple_children(ast_methods, {"Pair": 2, "Three": 3}) == {"a": 2, "b": 3, "c": 2}
    assert constructed_attr_class("b", list(ast_methods.values())) == "Three"
