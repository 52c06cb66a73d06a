"""deferred.py: which children leave a Parameter's shape to deferred initialization."""
from __future__ import annotations

import ast
import textwrap

import pytest

from hybridlint.engine.deferred import DeferredChildren, deferred_layer


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
