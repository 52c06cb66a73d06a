"""hybridlint.engine.astwalk gives the stdlib's nodes, the same objects in the same order."""
import ast

import pytest

from hybridlint.engine.astwalk import child_nodes, code_child_nodes, code_child_pairs, walk, walk_code, walk_statements
from hybridlint.engine.index import ast_calls, ast_nodes

SOURCES = [
    "x = 1\n",
    "class A(B, metaclass=M):\n    @dec\n    def f(self, a, *b, c=1, **d) -> int:\n"
    "        return {k: v for k, v in d.items() if k}, [*b], {**d, 'a': a}, lambda q: q\n",
    "async def g():\n    async with a as (b, c):\n        await x[1:2, ...]\n    try:\n        pass\n"
    "    except (E, F) as e:\n        raise\n    else:\n        yield\n    finally:\n        del q\n",
    "match p:\n    case [1, *rest] | {'k': v, **kw} if v:\n        f'{a!r:>{w}}'\n    case Point(x=0):\n"
    "        pass\n",
    "d = {**a, 'b': 1}\nglobal_ = not a < b <= c\n",     # (Dict.keys holds None for **a)
    "for i in x:\n    if i:\n        while j:\n            class C:\n                def m(self): return f(lambda: 0)\n"
    "    else:\n        try:\n            pass\n        except E:\n            def h(): pass\n"
    "else:\n    with a:\n        match q:\n            case 1:\n                def k(): pass\n",
]


def _ids(nodes):
    return [id(n) for n in nodes]


@pytest.mark.parametrize("source", SOURCES)
def test_walk_is_ast_walk(source):
    tree = ast.parse(source)
    assert _ids(walk(tree)) == _ids(ast.walk(tree))
    for node in ast.walk(tree):
        assert _ids(child_nodes(node)) == _ids(ast.iter_child_nodes(node))


@pytest.mark.parametrize("source", SOURCES)
def test_walk_statements_is_walk_without_expressions(source):
    tree = ast.parse(source)
    kept = (ast.stmt, ast.excepthandler, ast.match_case)
    expected = [n for n in ast.walk(tree) if n is tree or isinstance(n, kept)]
    assert _ids(walk_statements(tree)) == _ids(expected)
    for node in ast.walk(tree):
        if isinstance(node, kept):
            assert _ids(walk_statements(node)) == _ids(
                [n for n in ast.walk(node) if n is node or isinstance(n, kept)])


# what the code walks leave out: contexts and operators, leaves held in `ctx`, `op` and `ops`
_TOKENS = (ast.expr_context, ast.operator, ast.unaryop, ast.boolop, ast.cmpop)


@pytest.mark.parametrize("source", SOURCES + ["a += b * -c or d\nx[i], y.z = (p @ q) >> 1, ~r\ndel s.t\n"])
def test_the_code_walks_are_the_walks_without_context_and_operator_leaves(source):
    tree = ast.parse(source)
    tokens = [n for n in ast.walk(tree) if isinstance(n, _TOKENS)]
    assert tokens      # (every source has a context)
    assert _ids(walk_code(tree)) == _ids(n for n in ast.walk(tree) if not isinstance(n, _TOKENS))
    assert sorted(_ids(ast_nodes(tree))) == sorted(_ids(walk_code(tree)))
    assert _ids(ast_calls(tree)) == _ids(n for n in ast_nodes(tree) if type(n) is ast.Call)
    for node in ast.walk(tree):
        assert _ids(code_child_nodes(node)) == _ids(
            n for n in ast.iter_child_nodes(node) if not isinstance(n, _TOKENS))


@pytest.mark.parametrize("source", SOURCES)
def test_code_child_pairs_are_each_walked_node_with_its_code_children(source):
    tree = ast.parse(source)
    for of in (ast.Attribute, ast.Name, ast.Call, ast.Assign):
        pairs = [(id(up), id(n)) for up, n in code_child_pairs(tree, of)]
        assert pairs == [(id(up), id(n)) for up in walk_code(tree) for n in code_child_nodes(up)
                         if type(n) is of]
        assert pairs == [(id(up), id(n)) for up in ast.walk(tree) for n in ast.iter_child_nodes(up)
                         if type(n) is of]
    assert code_child_pairs(tree, ast.Name)     # (every source names something)


def test_unset_optional_field_is_skipped_like_iter_fields():
    node = ast.Return()         # no value set at all: iter_fields skips it
    assert child_nodes(node) == list(ast.iter_child_nodes(node)) == []
    assert list(walk(node)) == [node]


def test_walk_is_lazy():
    tree = ast.parse("a = 1\nb = 2\n")
    first = next(walk(tree))
    assert first is tree
