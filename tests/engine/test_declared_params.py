"""declared.py's readers of what a block declares (the stdlib tree): the questions the stdlib
tree leaves open are answered from the text the way libcst's tree answers them."""
import ast
import textwrap

from hybridlint.engine.declared import (Source, declared_name, declared_params, method_defs, module_functions, name_bindings,
                                        sequential_builders)


def _tree(code: str):
    code = textwrap.dedent(code)
    return ast.parse(code), Source(code)


def test_one_string_literal_as_libcst_spells_it():
    tree, src = _tree('a = "x"\nb = "x" "y"\nc = rb\'z\'\nd = f"{a}"\ne = """p\nq"""\nf = ("p"\n     "q")\ng = "a\\"b"\n')
    got = {s.targets[0].id: src.string_literal(s.value) for s in tree.body}
    assert got == {"a": '"x"', "b": None, "c": "rb'z'", "d": None, "e": '"""p\nq"""', "f": None,
                   "g": '"a\\"b"'}


def test_builders_refuse_one_line_bodies_and_else_if():
    tree, src = _tree('''
        def ok(c):
            blk = nn.HybridSequential()
            if c:
                blk.add(nn.Dense(c))
            elif c is None:
                blk.add(nn.Dense(1))
            else:
                blk.add(nn.Dense(2))
            return blk
        def nested_if(c):
            blk = nn.HybridSequential()
            if c:
                blk.add(nn.Dense(c))
            else:
                if c is None:
                    blk.add(nn.Dense(1))
            return blk
        def one_line(c): blk = nn.HybridSequential(); blk.add(nn.Dense(c)); return blk
        def factory(c):
            return nn.Dense(c)
        ''')
    assert sequential_builders(module_functions(tree.body, frozenset()), frozenset(), src) == {"ok", "factory"}


def test_declared_children_and_one_output_adds():
    tree, src = _tree('''
        class Net(HybridBlock):
            def __init__(self):
                self.conv = nn.Conv2D(4, 3)
                conv = nn.Conv2D(4, 3)
                self.head = nn.HybridSequential()
                self.head.add(conv)
                shared = nn.Dense(3)
                self.tail = nn.HybridSequential()
                self.tail.add(shared)
                self.w = self.params.get("w", shape=(1, 3))
                self.name_ = "a" "b"
                self.label = "ab"
        ''')
    methods = method_defs(tree.body[0], frozenset())
    names, children, single, shaped, items = declared_params(methods, frozenset(), frozenset(), src)
    assert names == {"w"} and shaped
    # a concatenated string is no literal for libcst: a child candidate, as before
    assert children == {"conv", "head", "tail", "name_"}
    # `self.conv = ...` binds no name `conv`: the local `conv` the head adds is the one
    # Conv2D, so the head is a Sequential of one-output layers too
    assert single == {"conv", "head", "tail"}
    # of those, the Sequential of one-output layers: an item of it is one of them
    assert items == {"head", "tail"}
    assert [type(v).__name__ for v in name_bindings(methods["__init__"].body)["conv"]] == ["Call"]


def test_declared_name_keeps_letters_that_only_look_like_a_prefix():
    # the old reading stripped r/b/u from both ends of the literal: 'bias' -> 'ias', 'mu' -> 'm'
    assert declared_name("'bias'") == "bias"
    assert declared_name('"bias_mu"') == "bias_mu"
    assert declared_name("r'beta'") == "beta"
    assert declared_name("'''run'''") == "run"
    assert declared_name("b'x'") == "x"
