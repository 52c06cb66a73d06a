"""walk.small_statements: the statements of a body that declarations are read from; walk.name_bindings
and walk.binds: what a body binds, and what a store into an object changes."""
from ast import parse

import libcst as cst

from hybridlint.engine.declared import name_bindings as ast_name_bindings
from hybridlint.engine.walk import binds, name_bindings, small_statements

SOURCE = '''
def __init__(self, flag):
    self.a = 1; self.b = 2
    if flag: self.c = 3
    else:
        self.d = 4
    with self.name_scope():
        for i in range(2):
            self.e = 5
    try:
        self.f = 6
    except ValueError:
        self.g = 7
    finally:
        self.h = 8
    def nested():
        self.hidden = 9
    class Inner:
        hidden2 = 10
'''


def _targets(fn):
    return sorted(s.targets[0].target.attr.value for s in small_statements(fn.body)
                  if isinstance(s, cst.Assign) and isinstance(s.targets[0].target, cst.Attribute))


def test_enters_compound_statements_and_one_line_suites_not_nested_scopes():
    fn = cst.parse_module(SOURCE).body[0]
    assert _targets(fn) == ["a", "b", "c", "d", "e", "f", "g", "h"]


def test_several_bodies_in_one_pass():
    module = cst.parse_module("def f(self):\n    self.x = 1\n\ndef g(self):\n    self.y = 2\n")
    found = [s.targets[0].target.attr.value for s in small_statements(*(d.body for d in module.body))]
    assert sorted(found) == ["x", "y"]


def test_libcst_concrete_node_classes_are_final():
    # walk.py, scopes.py, flow.py and fixers/_shapes.py test node types by identity
    # (`type(n) is cst.Return`, `type(n) in FROZENSET`) where isinstance() would go through
    # ABCMeta: the same answers only while no concrete libcst node class has a subclass
    import inspect

    concrete = [c for c in vars(cst).values()
                if inspect.isclass(c) and issubclass(c, cst.CSTNode) and not inspect.isabstract(c)]
    assert len(concrete) > 100
    # (but engine/stubs.py's StubbedStatements: it stands where a block's statements were, and
    # every read of it -- through isinstance() or by identity and a walk -- raises NeedsBody)
    from hybridlint.engine.stubs import StubbedStatements
    assert [c.__name__ for c in concrete
            if [s for s in c.__subclasses__() if s is not StubbedStatements]] == []
    # walk._ENTERED spells cst.BaseSuite as its concrete classes
    suites = {c for c in concrete if issubclass(c, cst.BaseSuite)}
    assert suites == {cst.IndentedBlock, cst.SimpleStatementSuite}


def test_shared_children_lists_each_node_once_and_forgets_after():
    from hybridlint.engine import walk

    module = cst.parse_module(SOURCE)
    fn = module.body[0]
    alone = [type(n) for n in walk.iter_descendants(fn)]
    with walk.shared_children():
        first = walk.children(fn)
        assert walk.children(fn) is first           # listed once, shared
        assert [type(n) for n in walk.iter_descendants(fn)] == alone
        assert [type(n) for n in walk.iter_descendants(fn)] == alone   # the walk left it as it was
        with walk.shared_children():                # a nested block shares the outer one
            assert walk.children(fn) is first
        assert walk.children(fn) is first
    assert walk._MEMO is None and not walk._HELD
    assert walk.children(fn) is not first and walk.children(fn) == first


def test_returns_of_read_once_while_shared_and_the_same_answer():
    from hybridlint.engine import walk

    module = cst.parse_module(
        "def f(x):\n"
        "    if x:\n"
        "        return 1\n"
        "    def inner():\n"
        "        return 2\n"
        "    g = lambda: 3\n"
        "    return x\n")
    body = module.body[0].body
    alone = list(walk.returns_of(body))
    assert [r.value.value for r in alone] == ["1", "x"]      # not the nested function's
    with walk.shared_children():
        first = list(walk.returns_of(body))
        again = walk.returns_of(body)
        assert next(again) is first[0]                       # a fresh iterator each time
        assert list(walk.returns_of(body)) == first == alone
        assert id(body) in walk._RETURNS and body in walk._HELD
    assert not walk._RETURNS and not walk._HELD              # forgotten with the file


def test_name_bindings_read_once_while_shared_each_caller_its_own_copy():
    from hybridlint.engine import walk

    body = cst.parse_module("def f(x):\n    y = x\n    y = 2\n    def g():\n        z = 1\n").body[0].body
    alone = {nested: walk.name_bindings(body, nested=nested) for nested in (False, True)}
    assert set(alone[False]) == {"y", "g"} and set(alone[True]) == {"y", "g", "z"}
    with walk.shared_children():
        first = walk.name_bindings(body, nested=True)
        assert first == alone[True] and walk.name_bindings(body, nested=False) == alone[False]
        assert (id(body), True) in walk._BINDINGS and body in walk._HELD
        first["y"].append(None)                              # a caller changing its answer...
        first["w"] = [None]
        again = walk.name_bindings(body, nested=True)
        assert again == alone[True] and again["y"] is not first["y"]   # ...changes no other's
    assert not walk._BINDINGS and not walk._HELD             # forgotten with the file


BINDINGS = '''
def __init__(self, gains, units, table, scale, k):
    self.gains = gains                 # binds no `gains`: only `self` changes
    table[k] = 0                       # changes `table`; `k` is read, not bound
    self.cfg.units = units             # changes `self`, binds no `units`
    a, (b, *c) = units
    w = scale
    w += 1
    del table
    import numpy
    from math import pi as tau
    def helper(scale):
        return scale
    for i in range(3):
        pass
'''


def _bindings_fn():
    return cst.parse_module(BINDINGS).body[0]


def test_name_bindings_reads_stores_into_objects_as_changes_of_their_root_only():
    fn = _bindings_fn()
    bound = name_bindings(fn.body, nested=False)
    assert "gains" not in bound and "units" not in bound and "k" not in bound
    assert bound["self"] == [None, None] and bound["table"] == [None, None]
    assert {"a", "b", "c", "i", "numpy", "tau", "helper"} <= set(bound)
    assert sorted(type(v).__name__ for v in bound["w"]) == ["Name", "NoneType"]
    # the ast twin of the declarations reader agrees name for name and count for count
    twin = ast_name_bindings(parse(BINDINGS).body[0].body)
    assert {k: len(v) for k, v in twin.items()} == {k: len(v) for k, v in bound.items()}


def test_binds_sees_plain_names_and_hiding_parameters_not_attribute_stores():
    fn = _bindings_fn()
    assert not binds(fn.body, "gains") and not binds(fn.body, "units") and not binds(fn.body, "k")
    assert binds(fn.body, "w") and binds(fn.body, "c") and binds(fn.body, "table")
    assert binds(fn.body, "scale")          # `helper`'s parameter hides it inside helper
    assert binds(fn.body, "numpy") and binds(fn.body, "tau") and binds(fn.body, "helper")


LEXICAL = '''
@deco(a + 1)
class C(Base, metaclass=M):
    @property
    def f(self, a, /, b: int = c[1:d:2], *args, e=f"{g!r:>{h}}", **kw) -> T:
        try:
            return F.dot(x, y=z) if p else q
        except (E1, E2) as err:
            from .. import m as n
        if r: s = t; u(v, *w, key=~k)
    match m:
        case [first, *rest] if guard(first):
            pass
'''


def test_lexical_children_are_libcst_children_less_whitespace():
    # what fixers read instead of libcst's `children` (a visitor pass a node): the same code
    # nodes in the same order; everything libcst lists beside them is whitespace or punctuation
    from hybridlint.engine import walk

    module = cst.parse_module(LEXICAL)
    seen = set()
    stack = [module]
    while stack:
        n = stack.pop()
        mine = walk.lexical_children(n)
        assert sorted(map(id, mine)) == sorted(map(id, walk.children(n)))
        kept = {id(c) for c in mine}
        assert [c for c in n.children if id(c) in kept] == mine, type(n).__name__
        for other in n.children:
            if id(other) not in kept:
                assert [d for d in walk.iter_descendants(other)
                        if type(d) in (cst.Name, cst.Attribute, cst.Call)] == []
        seen.add(type(n))
        stack.extend(mine)
    assert {cst.Arg, cst.FunctionDef, cst.ClassDef, cst.Parameters, cst.Param, cst.Slice, cst.IfExp,
            cst.ExceptHandler, cst.ImportFrom, cst.FormattedString, cst.MatchCase,
            cst.SimpleStatementSuite} <= seen


def test_lexical_fields_are_libcst_visit_order():
    # walk._LEXICAL_FIELDS names every node class whose code-bearing fields libcst visits (and
    # so lists in `children`) in another order than its dataclass declares them: read out of
    # the keywords of the node each class's `_visit_and_replace_children` returns
    import ast
    import inspect
    import textwrap

    from hybridlint.engine import walk

    expected = {}
    concrete = [c for c in vars(cst).values()
                if inspect.isclass(c) and issubclass(c, cst.CSTNode) and not inspect.isabstract(c)]
    for cls in concrete:
        visit = cls._visit_and_replace_children
        tree = ast.parse(textwrap.dedent(inspect.getsource(visit)))
        owner = visit.__qualname__.split(".")[0]
        made = [n for n in ast.walk(tree) if isinstance(n, ast.Call) and (
            isinstance(n.func, ast.Name) and n.func.id == owner
            or isinstance(n.func, ast.Attribute) and n.func.attr == "__class__")]
        fields = walk._fields_of(cls)
        if not made:        # a leaf (`return self`, its fields text): libcst lists no child
            continue
        assert len(made) == 1, cls.__name__
        order = tuple(k.arg for k in made[0].keywords if k.arg in fields)
        assert sorted(order) == sorted(fields), cls.__name__
        if order != fields:
            expected[cls] = order
    assert len(concrete) > 100 and walk._LEXICAL_FIELDS == expected


def test_a_walk_resumed_after_the_shared_block_reads_no_stale_children():
    # iter_descendants reads the memo it found when it began; the block's end empties it, so a
    # walk still running after the block lists children afresh (ids may name new nodes by then)
    from hybridlint.engine import walk

    module = cst.parse_module(SOURCE)
    fn = module.body[0]
    alone = [type(n) for n in walk.iter_descendants(fn)]
    with walk.shared_children():
        it = walk.iter_descendants(fn)
        first = [type(next(it))]
        memo = walk._MEMO
        assert memo
    assert memo == {}
    assert first + [type(n) for n in it] == alone


def test_parent_map_and_names_in_read_once_while_shared_and_forgotten_after():
    from hybridlint.engine import walk

    module = cst.parse_module("def f(x):\n    y = x + 1\n    return y * x\n")
    func = module.body[0]
    alone = walk.parent_map(func)
    assert walk.parent_map(func) is not alone               # outside a file's analysis: fresh each time
    names = walk.name_nodes_by_text(func.body)
    assert [n.value for n in names["x"]] == ["x", "x"] and len(names["y"]) == 2
    with walk.shared_children():
        first = walk.parent_map(func)
        assert walk.parent_map(func) is first and first == alone
        assert walk.name_nodes_by_text(func.body) is walk.name_nodes_by_text(func.body)
        assert func in walk._HELD
    assert not walk._BY_NODE and not walk._HELD              # forgotten with the file
