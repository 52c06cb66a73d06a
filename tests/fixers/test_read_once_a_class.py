"""The configuration and declared-children readers read a class once a file analysis: the
class's whole parse (``_configured.whole_classes``), the attributes its other methods store
(``stored_only_in_init``) and touch (``_shapes._touched_elsewhere``), each asked per attribute;
and ``with_parents`` walks what libcst's ``children`` walk gave, without its whitespace nodes.
Session 65 (H441): the answers are those of the per-attribute readings they replace."""
import ast
import textwrap

import libcst as cst

import hybridlint.fixers._configured as configured
from hybridlint.fixers._configured import stored_only_in_init, whole_classes, with_parents
from hybridlint.fixers._shapes import _touched_elsewhere
from hybridlint.engine.walk import shared_children

CLASS = textwrap.dedent('''
    class Net(HybridBlock):
        def __init__(self, k=2, rows=(1, 2)):
            super().__init__()
            self.k = k
            self.rows = list(rows)
            self.cache = None

        def reset(self):
            self.cache, (self.pair, other) = None, (1, 2)
            self.rows.append(3)
            self.seen[0] = 1
            self.total += 1
            x = self.k

        def hybrid_forward(self, F, x):
            return F.slice_axis(x, axis=1, begin=0, end=self.k)
''')


class _Class:
    """What the readers read of a HybridClass: its node, its lineage, its stdlib methods."""

    def __init__(self, text: str) -> None:
        self.node = cst.parse_module(text).body[0]
        stmt = ast.parse(text).body[0]
        self.ast_methods = {m.name: m for m in stmt.body if isinstance(m, ast.FunctionDef)}
        self.text = text

    def lineage(self):
        return [self]


class _Scope:
    def __init__(self, cls) -> None:
        self.cls = cls


class _Ctx:
    def __init__(self, cls: _Class) -> None:
        self.scope = _Scope(cls)
        self.cls = cls

    def code_for(self, node) -> str:
        assert node is self.cls.node
        return self.cls.text


def _stored_per_attribute(ctx, attr: str) -> bool:
    """stored_only_in_init as it read before: the class parsed and walked for each attribute."""
    for _, classdef in configured._whole_classes(ctx, ctx.scope.cls):
        for fn in configured.methods_of(classdef):
            if fn.name.value == "__init__":
                continue
            stack = [fn.body]
            while stack:
                node = stack.pop()
                stack.extend(node.children)
                targets = [t.target for t in node.targets] if isinstance(node, cst.Assign) else \
                    [node.target] if isinstance(node, (cst.AugAssign, cst.AnnAssign)) else []
                if any(attr in configured._self_attrs(t) for t in targets):
                    return False
    return True


def _touched_per_attribute(cls, attr: str) -> bool:
    """_touched_elsewhere as it read before: a parent map and two walks per attribute."""
    for name, fn in cls.ast_methods.items():
        if name == "__init__":
            continue
        parents = {id(c): p for p in ast.walk(fn) for c in ast.iter_child_nodes(p)}
        for n in ast.walk(fn):
            if type(n) is ast.Attribute and n.attr == attr and type(n.value) is ast.Name and n.value.id == "self":
                up = parents.get(id(n))
                if type(n.ctx) is not ast.Load or type(up) is ast.Attribute \
                        or (type(up) is ast.Subscript and type(up.ctx) is not ast.Load):
                    return True
    return False


ATTRS = ["k", "rows", "cache", "pair", "seen", "total", "other", "missing"]


def test_the_answers_are_the_per_attribute_readings():
    cls = _Class(CLASS)
    ctx = _Ctx(cls)
    with shared_children():
        assert [stored_only_in_init(ctx, a) for a in ATTRS] == [_stored_per_attribute(ctx, a) for a in ATTRS]
        assert [_touched_elsewhere(ctx, cls, a) for a in ATTRS] == [_touched_per_attribute(cls, a) for a in ATTRS]
    assert [stored_only_in_init(ctx, a) for a in ATTRS] == [True, True, False, False, True, False, True, True]
    assert [_touched_elsewhere(ctx, cls, a) for a in ATTRS] == [False, True, True, True, True, True, False, False]


def test_the_class_is_parsed_once_a_file_analysis(monkeypatch):
    cls = _Class(CLASS)
    ctx = _Ctx(cls)
    parses = []
    real = cst.parse_module
    monkeypatch.setattr(configured.cst, "parse_module", lambda text: parses.append(text) or real(text))
    with shared_children():
        first = whole_classes(ctx, cls)
        for attr in ATTRS:
            stored_only_in_init(ctx, attr)
        assert whole_classes(ctx, cls) is first
    assert len(parses) == 1
    whole_classes(ctx, cls)         # (outside an analysis nothing is kept)
    assert len(parses) == 2


def test_with_parents_is_libcsts_walk_less_its_whitespace_nodes():
    module = cst.parse_module(CLASS + "\nx = [f(a, *b, k=c)[1:2] for a in (y if z else w)]  # note\n")
    stack, full = [(module, None)], []
    while stack:
        node, parent = stack.pop()
        full.append((node, parent))
        stack.extend((child, node) for child in node.children)
    got = list(with_parents(module))
    kept = {id(n) for n, _ in got}
    assert [(n, p) for n, p in full if id(n) in kept] == got
    # what is left out holds no code: whitespace, comments and punctuation only
    left = [n for n, _ in full if id(n) not in kept]
    assert left and not any(isinstance(n, (cst.BaseExpression, cst.BaseStatement, cst.BaseSmallStatement))
                            for n in left)
