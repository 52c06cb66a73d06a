"""declared.py's readers of what a block declares (the stdlib tree): the questions the stdlib
tree leaves open are answered from the text the way libcst's tree answers them."""
import ast
import textwrap

from hybridlint.engine.declared import (Source, built_sequentials, chain_facts, declared_name, declared_params, method_defs,
                                        module_functions, name_bindings, sequential_builders)


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


def test_builders_returning_several_sequentials():
    # session 71 (H512): CRAFT's `features_1, ..., features_4` each filled, returned together
    tree, src = _tree('''
        def two(n):
            a = nn.HybridSequential()
            b = nn.HybridSequential()
            for i in range(n):
                a.add(nn.Dense(i))
            b.add(nn.Activation('relu'))
            return a, b
        def one_empty():
            a = nn.HybridSequential()
            b = nn.HybridSequential()
            a.add(nn.Dense(2))
            return a, b
        def twice():
            a = nn.HybridSequential()
            a.add(nn.Dense(2))
            return a, a
        def late():
            a = nn.HybridSequential()
            a.add(nn.Dense(2))
            b = nn.HybridSequential()
            b.add(nn.Dense(2))
            return a, b
        def split():
            a = nn.HybridSequential()
            b = nn.HybridSequential()
            a.add(nn.Dense(2))
            b.add(nn.HybridLambda(lambda F, x: F.split(x, 2)))
            return a, b
    ''')
    got = {f.name: built_sequentials(f, frozenset(), frozenset(), src) for f in tree.body}
    assert got == {"two": 2, "one_empty": 0, "twice": 0, "late": 0, "split": 0}


def test_chain_facts_of_a_backbone_and_its_maker():
    tree, src = _tree('''
        class Backbone(nn.HybridBlock):
            def __init__(self):
                super().__init__()
                self.features = nn.HybridSequential()
                self.features.add(nn.Conv2D(4, 1))
                self.head = nn.HybridSequential()
                self.head.add(Other())
                self.fc = nn.Dense(2)
        def get_backbone():
            net = Backbone()
            return net
        def maybe(flag):
            if flag:
                return Backbone()
            return nn.Dense(2)
        def grown():
            net = Backbone()
            net.features.add(nn.HybridLambda(lambda F, x: F.split(x, 2)))
            return net
        class Handed(nn.HybridBlock):
            def __init__(self):
                super().__init__()
                self.features = nn.HybridSequential()
                self.features.add(nn.Conv2D(4, 1))
                extend(self.features)
    ''')
    funcs = module_functions(tree.body, frozenset())
    builders = sequential_builders(funcs, frozenset(), src)
    facts = chain_facts(tree.body, frozenset(), frozenset(), builders, src)
    assert facts == {"chains-of:Backbone.features", "makes:get_backbone=Backbone"}


def test_children_of_a_foreign_chain_are_one_output_only_when_only_read():
    tree, src = _tree('''
        class Backbone(nn.HybridBlock):
            def __init__(self):
                super().__init__()
                self.features = nn.HybridSequential()
                self.features.add(nn.Conv2D(4, 1))
        class Net(nn.HybridBlock):
            def __init__(self):
                super().__init__()
                self.vgg = Backbone()
                self.a = nn.HybridSequential()
                self.a.add(self.vgg.features._children['0'])
                self.b = nn.HybridSequential()
                self.b.add(self.vgg.features[0])
        class Local(nn.HybridBlock):
            def __init__(self):
                super().__init__()
                vgg = Backbone()
                self.a = nn.HybridSequential()
                for i in range(1):
                    self.a.add(vgg.features[i])
        class Handed(nn.HybridBlock):
            def __init__(self):
                super().__init__()
                vgg = Backbone()
                grow(vgg)
                self.a = nn.HybridSequential()
                self.a.add(vgg.features[0])
        class Grown(Net):
            def __init__(self):
                super().__init__()
                self.vgg = Backbone()
                self.vgg.features.add(nn.HybridLambda(lambda F, x: F.split(x, 2)))
                self.a = nn.HybridSequential()
                self.a.add(self.vgg.features[0])
    ''')
    facts = chain_facts(tree.body, frozenset(), frozenset(), frozenset(), src)
    net, local, handed, grown = tree.body[1:]
    assert declared_params(method_defs(net, frozenset()), frozenset(), facts, src)[2] >= {"a", "b"}
    assert "a" in declared_params(method_defs(local, frozenset()), frozenset(), facts, src)[2]
    assert "a" not in declared_params(method_defs(handed, frozenset()), frozenset(), facts, src)[2]
    assert "a" not in declared_params(method_defs(grown, frozenset()), frozenset(), facts, src)[2]
