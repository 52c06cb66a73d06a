"""Blocks the verify tests point `hybridlint verify` at (imported under the mxnet alias)."""
import mxnet as mx
from mxnet.gluon import nn


class CountingBlock(nn.HybridBlock):
    """Scales by a python-side call counter: hybridize() freezes the count seen while tracing."""

    def __init__(self, step=1.0, **kwargs):
        super().__init__(**kwargs)
        self.step = step
        self.calls = 0
        with self.name_scope():
            self.dense = nn.Dense(3)

    def hybrid_forward(self, F, x):
        self.calls += 1
        return self.dense(x) + self.calls * self.step


class TwoOutputs(nn.HybridBlock):
    """A nested result: the first output agrees, the second carries the frozen counter."""

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.calls = 0

    def hybrid_forward(self, F, x):
        self.calls += 1
        return F.relu(x), (x * 2, x + self.calls)


class LogBlock(nn.HybridBlock):
    """log of inputs that are partly negative: NaN in every mode."""

    def hybrid_forward(self, F, x):
        return F.log(x)


class Embedder(nn.HybridBlock):
    """Integer inputs (indices) and a float second input."""

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.embed = nn.Embedding(10, 4)

    def hybrid_forward(self, F, tokens, weights):
        return F.broadcast_mul(self.embed(tokens), F.expand_dims(weights, axis=2))


def make_mlp(units=5):
    net = nn.HybridSequential()
    with net.name_scope():
        net.add(nn.Dense(8, activation="relu"), nn.Dense(units))
    return net


def make_initialized(units=4):
    net = make_mlp(units)
    net.initialize(mx.init.Xavier())
    return net


def not_a_block():
    return 42


def broken_factory():
    return {}["missing"]


class Printing(nn.HybridBlock):
    """Prints while running, as the Gluon tutorial's blocks do."""

    def hybrid_forward(self, F, x):
        print("hybrid_forward sees", type(x).__name__)
        return F.sigmoid(x)


class ShapeShifter(nn.HybridBlock):
    """Eagerly returns one row per call count; the traced graph is fixed: shapes differ."""

    def __init__(self, **kwargs):
        super(ShapeShifter, self).__init__(**kwargs)
        self.calls = 0

    def hybrid_forward(self, F, x):
        self.calls += 1
        return F.slice_axis(x, axis=0, begin=0, end=self.calls)
