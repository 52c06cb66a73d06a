"""deferred.py: which children leave a Parameter's shape to deferred initialization."""
from __future__ import annotations

import ast
import textwrap

import pytest

from hybridlint.engine.deferred import DeferredChildren, deferred_layer, rnn_layer, shaped_children, shaped_layer


def _call(text: str) -> ast.Call:
    return ast.parse(text, mode="eval").body


@pytest.mark.parametrize("text,layer", [
    ("nn.Dense(4)", "Dense"),
    ("nn.Dense(4, flatten=False)", "Dense"),
    ("nn.Dense(4, in_units=0)", "Dense"),
    ("gluon.nn.Conv2D(8, 3, padding=1)", "Conv2D"),
    ("nn.BatchNorm()", "BatchNorm"),
    ("nn.LayerNorm(epsilon=1e-5)", "LayerNorm"),
    ("rnn.LSTM(16)", "LSTM"),
    ("Dense(4)", "Dense"),
    # the size given, by keyword or at its position, or possibly in **kwargs / *args
    ("nn.Dense(4, in_units=8)", None),
    ("nn.Dense(4, in_units=n)", None),
    ("nn.Dense(4, None, True, True, 'float32', None, 'zeros', 8)", None),
    ("nn.Conv2D(8, 3, in_channels=c)", None),
    ("nn.BatchNorm(**kw)", None),
    ("nn.Dense(*args)", None),
    ("rnn.LSTM(16, input_size=8)", None),
    # never deferred
    ("nn.Embedding(10, 3)", None),
    ("nn.PReLU()", None),
    ("nn.GroupNorm(2)", None),
    ("nn.Activation('relu')", None),
])
def test_deferred_layer(text, layer):
    assert deferred_layer(_call(text), frozenset()) == layer


def test_a_class_of_the_file_imported_under_a_layer_name_is_not_gluons():
    assert deferred_layer(_call("Dense(4)"), frozenset({"Dense"})) is None


def _deferred(source: str, cls: str = "Net") -> dict[str, str]:
    body = ast.parse(textwrap.dedent(source)).body
    node = next(s for s in body if isinstance(s, ast.ClassDef) and s.name == cls)
    methods = {s.name: s for s in node.body if isinstance(s, ast.FunctionDef)}
    return DeferredChildren(body, frozenset(s.name for s in body if isinstance(s, ast.ClassDef))).deferred(methods)


def test_children_assigned_added_and_of_local_classes():
    found = _deferred("""
        class Head(HybridBlock):
            def __init__(self):
                super().__init__()
                self.fc = nn.Dense(3)
                self.spare = nn.Dense(3)
            def hybrid_forward(self, F, x):
                return self.fc(x)

        class Idle(HybridBlock):
            def __init__(self):
                super().__init__()
                self.spare = nn.Dense(3)
            def hybrid_forward(self, F, x):
                return x

        class Net(HybridBlock):
            def __init__(self, mode):
                super().__init__()
                with self.name_scope():
                    self.known = nn.Dense(3, in_units=4)
                    self.body = nn.HybridSequential()
                    if mode:
                        self.body.add(nn.Activation('relu'), nn.Conv2D(4, 3))
                    self.head = Head()
                    self.idle = Idle()
                    self.pick = nn.BatchNorm() if mode else None
    """)
    assert set(found) == {"body", "head", "pick"}
    assert found["body"] == "`nn.Conv2D` without `in_channels`"
    assert found["head"].startswith("`Head` (its `self.fc`")


def test_no_init_and_recursion_stop():
    assert _deferred("class Net(HybridBlock):\n    def hybrid_forward(self, F, x):\n        return x\n") == {}
    found = _deferred("""
        class Net(HybridBlock):
            def __init__(self, depth):
                super().__init__()
                self.inner = Net(depth - 1) if depth else nn.Dense(3, in_units=2)
            def hybrid_forward(self, F, x):
                return self.inner(x)
    """)
    assert found == {}


@pytest.mark.parametrize("text,defaults,shaped", [
    ("nn.Dense(4, in_units=8)", {}, True),
    ("nn.Dense(4, None, True, True, 'float32', None, 'zeros', 8)", {}, True),
    ("nn.Conv2D(8, 3, in_channels=c)", {"c": 3}, True),
    ("nn.Conv2DTranspose(8, 3, in_channels=4)", {}, True),
    # unknown or deferred sizes, and layers with state a call updates
    ("nn.Conv2D(8, 3, in_channels=c)", {}, False),
    ("nn.Dense(4, in_units=n)", {"n": 0}, False),
    ("nn.Dense(4, in_units=0)", {}, False),
    ("nn.Dense(4)", {}, False),
    ("nn.Dense(4, **kw)", {}, False),
    ("nn.Dense(*args, in_units=3)", {}, False),
    ("nn.BatchNorm(in_channels=3)", {}, False),
    ("nn.Embedding(10, 3)", {}, False),
])
def test_shaped_layer(text, defaults, shaped):
    given = {k: ast.Constant(v) for k, v in defaults.items()}
    assert shaped_layer(_call(text), frozenset(), given) is shaped


@pytest.mark.parametrize("text,shaped", [
    ("nn.Dense(4)", True),
    ("nn.Embedding(10, 3)", True),
    ("nn.Embedding(vocab, dim, sparse_grad=False)", True),
    # a row_sparse gradient, or one the caller may choose
    ("nn.Embedding(10, 3, sparse_grad=True)", False),
    ("nn.Embedding(10, 3, 'float32', None, sparse)", False),
    ("nn.Embedding(10, 3, **kw)", False),
    ("nn.BatchNorm()", False),
])
def test_unsized_layer(text, shaped):
    assert shaped_layer(_call(text), frozenset(), {}, sized=False) is shaped


@pytest.mark.parametrize("text,layer", [
    ("rnn.LSTM(4, layout='NTC', bidirectional=True)", True),
    ("gluon.rnn.GRU(5, num_layers=2)", True),
    ("RNN(3)", True),
    # a cell's states are batch-first, a layer's batch-second: told apart
    ("rnn.LSTMCell(4)", False),
    ("rnn.LSTM(*args)", False),
    ("nn.Dense(4)", False),
])
def test_rnn_layer(text, layer):
    assert rnn_layer(_call(text), frozenset()) is layer
    if layer:       # a child only where layers are asked for
        assert shaped_layer(_call(text), frozenset(), {}, sized=False, layers=True)
        assert not shaped_layer(_call(text), frozenset(), {}, sized=False)


def test_rnn_layer_children():
    body = ast.parse(textwrap.dedent("""
        class Net(HybridBlock):
            def __init__(self, **kwargs):
                super().__init__(**kwargs)
                self.enc = rnn.LSTM(4)
                self.dec = rnn.GRU(4)
                self.cell = rnn.LSTMCell(4)

            def reset(self):
                self.dec = Other()
        """)).body
    lineage = [{s.name: s for s in body[0].body if isinstance(s, ast.FunctionDef)}]
    assert shaped_children(lineage, frozenset({"Net"}), sized=False, layers=True) == {"enc"}


def _shaped(source: str) -> frozenset[str]:
    body = ast.parse(textwrap.dedent(source)).body
    lineage = [{s.name: s for s in node.body if isinstance(s, ast.FunctionDef)}
               for node in body if isinstance(node, ast.ClassDef)]
    return shaped_children(lineage, frozenset(s.name for s in body if isinstance(s, ast.ClassDef)))


def test_shaped_children_of_init_only():
    found = _shaped("""
        class Net(HybridBlock):
            def __init__(self, units=3, in_units=5, width=0, **kwargs):
                super().__init__(**kwargs)
                with self.name_scope():
                    self.a = nn.Dense(units, in_units=in_units)
                    self.b = nn.Dense(units, in_units=width)
                    self.c = nn.Dense(units, in_units=4)
                    self.d = nn.Dense(units, in_units=4)
                    self.seq = nn.HybridSequential()
                    self.seq.add(nn.Dense(3, in_units=3))
                    self.e = nn.Dense(units, in_units=4)
                    self.f = nn.Dense(units, in_units=in_units)
                if units > 2:
                    self.d = Head()
                self.e.collect_params()

            def reset(self):
                self.c = nn.Dense(2, in_units=4)

            def hybrid_forward(self, F, x):
                return self.a(x)
        """)
    assert found == {"a", "f"}


def test_an_init_argument_rebound_is_not_its_default():
    assert _shaped("""
        class Net(HybridBlock):
            def __init__(self, in_units=5):
                super().__init__()
                in_units = in_units - 5
                self.a = nn.Dense(3, in_units=in_units)
        """) == frozenset()
