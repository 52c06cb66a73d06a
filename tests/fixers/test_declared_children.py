"""declared_children / declared_input_sizes: which children __init__ builds, in a known order, read
from the stdlib tree (a stubbed libcst parse leaves ``__init__``'s body out)."""
from __future__ import annotations

import ast
import textwrap

import libcst as cst

from hybridlint.engine.catalogue import load_catalogue
from hybridlint.engine.context import FileContext
from hybridlint.engine.cst_index import index_cst_module
from hybridlint.engine.declared import Source, method_defs
from hybridlint.engine.scopes import HybridClass
from hybridlint.fixers._shapes import (declared_children, declared_flattened_sizes, declared_input_sizes,
                                       declared_item_input_sizes)

_HEAD = "from mxnet.gluon import nn\n\n\nclass Net(nn.HybridBlock):\n    def __init__(self, units):\n"


def _context(source: str):
    module = cst.parse_module(source)
    ctx = FileContext(source, "m.py", module, index_cst_module(module, "m.py"), load_catalogue())
    node = next(s for s in module.body if isinstance(s, cst.ClassDef))
    tree = next(s for s in ast.parse(source).body if isinstance(s, ast.ClassDef))
    cls = HybridClass(node=node, name=node.name.value, bases=(), verdict=None,
                      ast_methods=method_defs(tree, frozenset()), source=Source(source))
    return ctx, cls


def _children(init_body: str) -> dict:
    ctx, cls = _context(_HEAD + textwrap.indent(textwrap.dedent(init_body), " " * 8))
    return declared_children(ctx, cls)


def test_layers_added_in_straight_code_and_name_scope_blocks_are_known_in_order():
    got = _children("""\
        super().__init__()
        self.units = units
        self.body = nn.HybridSequential()
        with self.body.name_scope():
            self.body.add(nn.Dense(units))
        self.body.add(nn.Activation('relu'), nn.Dense(8))
        self.head = nn.Dense(units)
    """)
    assert got["body"][0] == "seq" and len(got["body"][3]) == 3
    assert [d[0] for d in got["body"][3]] == ["dense", "same", "dense"]
    assert got["head"][:2] == ("dense", "self.units")


def test_a_layer_added_under_a_condition_or_a_with_header_makes_the_order_unknown():
    conditional = _children("""\
        self.body = nn.HybridSequential()
        self.body.add(nn.Dense(4))
        if units:
            self.body.add(nn.Dense(units))
    """)
    assert "body" not in conditional
    in_header = _children("""\
        self.body = nn.HybridSequential()
        with self.body.add(nn.Dense(4)):
            pass
    """)
    assert "body" not in in_header
    other = _children("""\
        self.body = nn.HybridSequential()
        self.body.add(nn.Dense(4))
        self.other = nn.HybridSequential()
        for _ in range(2):
            self.other.add(nn.Dense(4))
    """)
    # a loop's adds are one run of unknown length: only the batch axis is known after it
    assert [d[0] for d in other["body"][3]] == ["dense"] and [d[:2] for d in other["other"][3]] == [("pool", None)]


def test_layers_added_in_a_loop_keep_the_batch_axis_and_the_last_layer_after_them_is_known():
    got = _children("""\
        self.mlp = nn.HybridSequential()
        with self.mlp.name_scope():
            for h in (8, 8):
                self.mlp.add(nn.Dense(h, activation='relu'))
                self.mlp.add(nn.Dropout(0.1))
            self.mlp.add(nn.Dense(1))
    """)
    # one opaque entry for the loop's run (it may add the layers any number of times), then Dense(1)
    assert [d[:2] for d in got["mlp"][3]] == [("pool", None), ("dense", "1")]
    assert got["mlp"][3][0][5] is None


def test_a_loop_of_layers_that_keep_the_spatial_axes_keeps_them_for_any_count():
    got = _children("""\
        self.subnet = nn.HybridSequential()
        self.strided = nn.HybridSequential()
        self.norms = nn.HybridSequential()
        for _ in range(units):
            self.subnet.add(nn.Conv2D(8, 3, padding=1, activation='relu'))
            self.subnet.add(nn.BatchNorm())
            self.strided.add(nn.Conv2D(8, 3, strides=2, padding=1))
            self.norms.add(nn.BatchNorm())
    """)
    # (session 65, H439) convs of padding k // 2 and stride 1, and normalisations: the run keeps
    # the spatial axes, zero times included (rank left to the input: [5] None, 2 spatial axes at [7])
    run = got["subnet"][3][0]
    assert run[0] == "conv" and run[1] is None and run[3] is True and run[5] is None and run[7] == 2
    # a strided conv halves them at each pass: batch axis only, as before
    assert got["strided"][3][0][:2] == ("pool", None) and got["strided"][3][0][3] is False
    # layers of the input's shape only: the input's shape
    assert got["norms"][3][0][0] == "same"


def test_a_loop_adding_an_unknown_layer_or_a_conditional_add_in_a_loop_leaves_the_sequential_unknown():
    unknown = _children("""\
        self.mlp = nn.HybridSequential()
        for h in (8, 8):
            self.mlp.add(make_layer(h))
        self.mlp.add(nn.Dense(1))
    """)
    assert "mlp" not in unknown
    conditional = _children("""\
        self.mlp = nn.HybridSequential()
        for h in (8, 8):
            if h:
                self.mlp.add(nn.Dense(h))
        self.mlp.add(nn.Dense(1))
    """)
    assert "mlp" not in conditional


def test_the_answer_is_kept_per_class_on_the_context():
    ctx, cls = _context(_HEAD + "        self.head = nn.Dense(4)\n")
    assert declared_children(ctx, cls) is declared_children(ctx, cls)
    assert declared_children(ctx, None) == {}


def test_layers_are_added_in_source_order_whatever_the_stdlib_tree_visits_first():
    # (ast.walk is breadth first: the inner `add` of a nested call would come before the outer's)
    got = _children("""\
        self.body = nn.HybridSequential()
        self.body.add(nn.Dense(2), self.body.name_scope() and nn.Dense(3))
        self.seq = nn.HybridSequential()
        self.seq.add(nn.Dense(2)); self.seq.add(nn.Dense(units))
        self.units = units
    """)
    assert "body" not in got                    # (a non-call argument: the order is not known)
    assert [d[1] for d in got["seq"][3]] == ["2", "self.units"]


def test_sizes_and_flags_as_the_call_spells_them():
    got = _children("""\
        self.a = nn.Dense(units * 2, flatten=(False))
        self.b = nn.Conv2D(8, 3, 1, 1)
        self.c = nn.Conv2D(8, 3, **kw)
        self.d = nn.Conv2D(8, 3, *rest)
        self.e = nn.Conv2D(8, 1, layout=("NCHW"))
        self.f = nn.Conv2D(8, 1, layout="NC" "HW")
        self.g = nn.Dense(-(4))
        self.units = units
    """)
    assert got["a"][:3] == ("dense", "2 * self.units", False)
    # (libcst lists `**kw` and `*rest` among the positional arguments: the stride is not known)
    assert got["b"][3] and not got["c"][3] and not got["d"][3]
    assert got["e"][0] == "conv" and got["e"][3]
    # two literals side by side are no one string literal for libcst: not known as channels first
    assert got["f"][0] == "pool"
    assert got["g"][1] == "(-4)"


def test_input_sizes_keep_the_value_text_with_its_own_parentheses():
    ctx, cls = _context(_HEAD.replace("units):", "units, c=0, d=8):") + textwrap.indent(textwrap.dedent("""\
        self.a = nn.Conv2D(4, 3, in_channels = ( units +  1 ))
        self.b = nn.Conv2D(4, 3, in_channels=c)
        self.c = nn.Dense(4, flatten=False, in_units=d)
        self.d = nn.HybridSequential()
        self.d.add(nn.BatchNorm(in_channels=units, axis=-1))
    """), " " * 8))
    got = declared_input_sizes(ctx, cls)
    assert got["a"].size == "( units + 1 )" and got["a"].layer == "Conv2D(in_channels=( units + 1 ))"
    assert "b" not in got                       # (an argument whose default defers the size)
    assert (got["c"].axis, got["c"].size) == (-1, "d")
    assert (got["d"].axis, got["d"].size) == (-1, "units")


def test_flattened_sizes_are_the_in_units_of_denses_that_flatten_only():
    ctx, cls = _context(_HEAD.replace("units):", "units, c=0, d=8):") + textwrap.indent(textwrap.dedent("""\
        self.a = nn.Dense(4, in_units=12)
        self.b = nn.Dense(4, flatten=True, in_units=d)
        self.c = nn.Dense(4, flatten=False, in_units=d)
        self.e = nn.Dense(4, in_units=c)
        self.f = nn.Conv2D(4, 3, in_channels=3)
        self.g = nn.Dense(4, flatten=flat, in_units=12)
    """), " " * 8))
    got = declared_flattened_sizes(ctx, cls)
    assert (got["a"].axis, got["a"].value, got["a"].layer) == (1, 12, "Dense(in_units=12)")
    assert (got["b"].axis, got["b"].size) == (1, "d")
    # flatten=False sizes the last axis (declared_input_sizes); a deferred size, another layer and
    # a flag that is not a literal say nothing of the flattened width
    assert set(got) == {"a", "b"}
    assert set(declared_input_sizes(ctx, cls)) == {"c", "f"}


def _built(factory: str, init_body: str) -> dict:
    """declared_children of a block whose ``__init__`` may call the module function ``factory``."""
    source = ("from mxnet.gluon import nn\n\n\n" + textwrap.dedent(factory) + "\n\nclass Net(nn.HybridBlock):\n"
              "    def __init__(self, units):\n" + textwrap.indent(textwrap.dedent(init_body), " " * 8))
    ctx, cls = _context(source)
    return declared_children(ctx, cls)


_CONV_BN = """\
    def conv_bn(c, stride):
        \"\"\"A conv and its norm.\"\"\"
        seq = nn.HybridSequential()
        with seq.name_scope():
            seq.add(nn.Conv2D(c, 3, strides=stride, padding=1, in_channels=c))
        seq.add(nn.BatchNorm(in_channels=c), nn.Activation('relu'))
        return seq
"""


def test_a_sequential_a_module_function_builds_is_declared_by_its_layers():
    got = _built(_CONV_BN, "super().__init__()\nself.proj = conv_bn(units, 2)\n")
    assert got["proj"][0] == "seq" and [d[0] for d in got["proj"][3]] == ["conv", "same", "same"]
    # (the function's arguments are not read into its layers: the channels stay unknown)
    assert got["proj"][3][0][1] is None


def test_a_factory_with_a_branch_another_binding_or_a_layer_added_later_is_not_known():
    branch = _CONV_BN.replace("        return seq", "        if stride > 1:\n            seq.add(nn.MaxPool2D())\n"
                              "        return seq")
    assert "proj" not in _built(branch, "self.proj = conv_bn(units, 2)\n")
    rebound = _CONV_BN + "\n\n    if True:\n        conv_bn = nn.Dense\n"
    assert "proj" not in _built(rebound, "self.proj = conv_bn(units, 2)\n")
    assert "proj" not in _built(_CONV_BN, "self.proj = conv_bn(units, 2)\nself.proj.add(nn.Dense(3))\n")
    # (keywords handed on, `**kwargs`, may hold a channels-last layout: that conv keeps only the batch axis)
    forwarded = _CONV_BN.replace("def conv_bn(c, stride):", "def conv_bn(c, stride, **kwargs):").replace(
        "in_channels=c))", "in_channels=c, **kwargs))")
    assert [d[0] for d in _built(forwarded, "self.proj = conv_bn(units, 2)\n")["proj"][3]] == ["pool", "same", "same"]
    # a local of __init__ shadowing the function: not the module's
    assert "proj" not in _built(_CONV_BN, "conv_bn = nn.Dense\nself.proj = conv_bn(units, 2)\n")


_CONV_BN_CLASS = """\
    class ConvBN(nn.HybridSequential):
        \"\"\"FastViT's conv and norm.\"\"\"
        def __init__(self, c, k, groups=1, **kwargs):
            super(ConvBN, self).__init__(**kwargs)
            with self.name_scope():
                self.add(nn.Conv2D(c, k, padding=k // 2, groups=groups, in_channels=c),
                         nn.BatchNorm(in_channels=c))
"""


def _subclassed(cls_text: str, init_body: str) -> dict:
    """declared_children of Net, a Sequential subclass ``cls_text`` defined after it."""
    source = ("from mxnet.gluon import nn\n\n\nclass Net(nn.HybridBlock):\n    def __init__(self, units):\n"
              + textwrap.indent(textwrap.dedent(init_body), " " * 8) + "\n\n" + textwrap.dedent(cls_text))
    ctx, cls = _context(source)
    return declared_children(ctx, cls)


def test_a_sequential_subclass_that_only_adds_layers_is_declared_by_them():
    # session 67 (h469): as a module function's Sequential, also as an item added to a Sequential
    got = _subclassed(_CONV_BN_CLASS, "super().__init__()\nself.mixer = ConvBN(units, 3, groups=units)\n"
                                      "self.ffn = nn.HybridSequential()\nself.ffn.add(ConvBN(units, 7), nn.Dense(4))\n")
    assert got["mixer"][0] == "seq" and [d[0] for d in got["mixer"][3]] == ["conv", "same"]
    assert got["mixer"][3][0][1] is None        # (the constructor's arguments stay unknown)
    assert [d[0] for d in got["ffn"][3]] == ["seq", "dense"]


def test_a_sequential_subclass_with_more_than_added_layers_is_not_known():
    init = "self.mixer = ConvBN(units, 3)\n"
    # a forward of its own, a branch in __init__, a layer reading the child's own attribute, another base
    forward = _CONV_BN_CLASS + "\n        def hybrid_forward(self, F, x):\n            return F.mean(x, axis=1)\n"
    assert "mixer" not in _subclassed(forward, init)
    branch = _CONV_BN_CLASS.replace("            with self.name_scope():",
                                    "            if k > 1:\n                self.add(nn.Activation('relu'))\n"
                                    "            with self.name_scope():")
    assert "mixer" not in _subclassed(branch, init)
    own = _CONV_BN_CLASS.replace("nn.BatchNorm(in_channels=c)", "nn.BatchNorm(in_channels=self.c)")
    assert "mixer" not in _subclassed(own, init)
    block = _CONV_BN_CLASS.replace("(nn.HybridSequential)", "(nn.HybridBlock)")
    assert "mixer" not in _subclassed(block, init)
    # a parameter of __init__ shadowing the class inside a Sequential's add
    got = _subclassed(_CONV_BN_CLASS, "self.ffn = nn.HybridSequential()\nself.ffn.add(nn.Dense(4), ConvBN(units, 1))\n")
    assert "ffn" in got
    shadow = _subclassed(_CONV_BN_CLASS, "ConvBN = nn.Dense\nself.ffn = nn.HybridSequential()\n"
                                         "self.ffn.add(ConvBN(units, 1))\n")
    assert "ffn" not in shadow


def test_a_layer_handed_keywords_on_keeps_only_what_they_cannot_change():
    # `**kwargs` may hold layout='NHWC' (channels last), flatten=False or a size
    got = _children("""\
        kw = dict(layout='NHWC')
        self.conv = nn.Conv2D(4, 3, in_channels=3, **kw)
        self.pool = nn.MaxPool2D(2, **kw)
        self.fc = nn.Dense(4, **kw)
        self.plain = nn.Conv2D(4, 3, in_channels=3)
    """)
    assert got["conv"][0] == "pool" and got["conv"][3] is False
    assert got["pool"][3] is False
    assert "fc" not in got
    assert got["plain"][0] == "conv"


def _item_sizes(init_body: str) -> dict:
    ctx, cls = _context(_HEAD + textwrap.indent(textwrap.dedent(init_body), " " * 8))
    return {attr: (s.axis, s.size, s.value) for attr, s in declared_item_input_sizes(ctx, cls).items()}


def test_items_built_with_one_input_size_share_it_whatever_else_the_loop_varies():
    # session 67, h471: TimesNet's inception kernels, one conv per odd kernel size
    got = _item_sizes("""\
        self.kernels = nn.HybridSequential()
        for i in range(3):
            self.kernels.add(nn.Conv2D(units, 2 * i + 1, padding=i, in_channels=units))
        self.heads = [nn.Dense(4, in_units=6, flatten=False) for _ in range(2)]
    """)
    assert got == {"kernels": (1, "units", None), "heads": (-1, "6", 6)}


def test_items_whose_input_size_the_loop_varies_or_is_left_to_gluon_have_none():
    got = _item_sizes("""\
        self.per_width = nn.HybridSequential()
        for w in (3, 5):
            self.per_width.add(nn.Conv2D(4, 1, in_channels=w))
        self.deferred = nn.HybridSequential()
        for _ in range(2):
            self.deferred.add(nn.Conv2D(4, 1, in_channels=0))
        self.last = nn.HybridSequential()
        for _ in range(2):
            self.last.add(nn.Conv2D(4, 1, in_channels=units, layout='NHWC'))
        self.flat = [nn.Dense(4, in_units=units) for _ in range(2)]
    """)
    assert got == {}
