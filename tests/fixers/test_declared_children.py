"""declared_children: which Sequential children __init__ builds in a known order (one walk)."""
from __future__ import annotations

import textwrap

import libcst as cst

from hybridlint.engine.catalogue import load_catalogue
from hybridlint.engine.context import FileContext
from hybridlint.engine.cst_index import index_cst_module
from hybridlint.fixers._shapes import declared_children

_HEAD = "from mxnet.gluon import nn\n\n\nclass Net(nn.HybridBlock):\n    def __init__(self, units):\n"


def _children(init_body: str) -> dict:
    source = _HEAD + textwrap.indent(textwrap.dedent(init_body), " " * 8)
    module = cst.parse_module(source)
    ctx = FileContext(source, "m.py", module, index_cst_module(module, "m.py"), load_catalogue())
    cls = next(s for s in module.body if isinstance(s, cst.ClassDef))
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
    assert [d[0] for d in other["body"][3]] == ["dense"] and "other" not in other


def test_the_answer_is_kept_per_class_on_the_context():
    source = _HEAD + "        self.head = nn.Dense(4)\n"
    module = cst.parse_module(source)
    ctx = FileContext(source, "m.py", module, index_cst_module(module, "m.py"), load_catalogue())
    cls = next(s for s in module.body if isinstance(s, cst.ClassDef))
    assert declared_children(ctx, cls) is declared_children(ctx, cls)
