"""cst_init: libcst's node classes get faster constructors that build the same nodes."""
import dataclasses
import inspect

import libcst as cst
import pytest

from hybridlint.engine import cst_init, pipeline

SOURCE = '''
import mxnet as mx
from mxnet.gluon import nn

class Net(nn.HybridBlock):
    """A block."""
    def __init__(self, units=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.dense = nn.Dense(units, in_units=-1)

    @staticmethod
    def helper(F, x, *args, axis=-1, **kw):
        return F.softmax(x, axis=axis) if args else x[::2, 1:] ** 2

    async def other(self, a: int = 3) -> "str":
        async with a as b, c:
            yield [i async for i in b if not i or i is None]
        lambda q, *r, s=1: (q, r, s)
        try:
            pass
        except* ValueError as e:
            raise ValueError("x") from e
        finally:
            del a; global g; nonlocal h
        match a:
            case {"k": [1, *rest]} | Point(x=0) if rest:
                print(f"{a!r:>{b}}", end="")
        while (n := 1) < 2: break
        else: continue
        x @= y; z = x[...]; w: list[int] = []

    def hybrid_forward(self, F, x):
        return self.dense(x) + 1j - ~x >> 2 // 3 % 4 @ x
'''


@pytest.fixture(scope="module")
def tree():
    cst_init.install()       # (pipeline._parse_module does once a process has parsed enough)
    return pipeline._parse_module(SOURCE)


def test_every_node_class_is_given_one(tree):
    assert cst_init._installed
    assert len(cst_init.OWN) >= 150
    for cls in cst_init.OWN:
        assert cls.__dict__["__init__"].__name__.startswith("_init_")


def test_same_parameters_and_defaults(tree):
    for cls, own in cst_init.OWN.items():
        mine = inspect.signature(cls.__dict__["__init__"]).parameters
        theirs = inspect.signature(own).parameters
        assert list(mine) == list(theirs), cls
        for name, p in theirs.items():
            q = mine[name]
            if p.default is inspect.Parameter.empty:
                assert q.default is inspect.Parameter.empty, (cls, name)
            elif q.default is not p.default:
                # a default factory: both take a sentinel of their own and call the factory
                f = next(f for f in dataclasses.fields(cls) if f.name == name)
                assert f.default_factory is not dataclasses.MISSING, (cls, name)


def _nodes(node):
    yield node
    for f in dataclasses.fields(node):
        value = getattr(node, f.name)
        for v in value if isinstance(value, (list, tuple)) else (value,):
            if isinstance(v, cst.CSTNode):
                yield from _nodes(v)


def test_parsed_nodes_are_what_libcst_own_constructors_build(tree):
    seen = set()
    for node in _nodes(tree):
        cls = type(node)
        if cls not in cst_init.OWN:
            continue
        seen.add(cls)
        values = {f.name: getattr(node, f.name) for f in dataclasses.fields(cls)}
        theirs = object.__new__(cls)
        cst_init.OWN[cls](theirs, **values)
        mine = object.__new__(cls)
        cls.__init__(mine, **values)
        for name in values:
            assert getattr(mine, name) is getattr(theirs, name) is values[name], (cls, name)
    assert len(seen) > 80
    assert tree.code == SOURCE


def test_defaults_and_factories_as_libcst_gives_them(tree):
    for cls, own in cst_init.OWN.items():
        required = {f.name for f in dataclasses.fields(cls)
                    if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING}
        if required:
            continue
        theirs, mine = object.__new__(cls), object.__new__(cls)
        own(theirs)
        cls.__init__(mine)
        # (nodes compare by identity: a default factory makes a new one each time)
        assert theirs.deep_equals(mine), cls


def test_hand_built_nodes_are_still_validated(tree):
    with pytest.raises(cst.CSTValidationError):
        cst.Name("1abc")
    with pytest.raises(cst.CSTValidationError):
        cst.Name("a", lpar=[cst.LeftParen()])      # unbalanced parentheses
    node = cst.Call(func=cst.Name("f"), args=[cst.Arg(cst.Integer("1"))])
    assert cst.Module(body=[cst.SimpleStatementLine([cst.Expr(node)])]).code == "f(1)\n"


def test_installed_by_the_parse_once_enough_was_parsed(monkeypatch):
    calls = []
    monkeypatch.setattr(pipeline, "install_constructors", lambda: calls.append(1))
    monkeypatch.setattr(pipeline, "_parsed_chars", 0)
    monkeypatch.setattr(pipeline, "INSTALL_CONSTRUCTORS_AFTER", 2 * len(SOURCE))
    for _ in range(3):
        pipeline._parse_module(SOURCE)
    assert len(calls) == 1          # the third parse: two were parsed before it


def test_constructors_skip_the_hook_only_inside_a_parse():
    """Inside pipeline._parse_module the installed constructors skip CSTNode's hook (turned into a
    no-op there); a node built outside a parse is validated as libcst's own constructor does."""
    cst_init.install()
    module = pipeline._parse_module(SOURCE)
    assert module.code == SOURCE
    assert cst_init._NAMESPACE["_VALIDATE"] is True
    with pytest.raises(cst.CSTValidationError):
        cst.Name("")
    seen = []
    hook = pipeline._no_validation
    pipeline._no_validation = lambda self: seen.append(self)      # (what a call of the hook would see)
    try:
        pipeline._parse_module("x = 1\n")
    finally:
        pipeline._no_validation = hook
    assert seen == []
