"""Gluon blocks written the way tutorials and forum answers often write them.

Every block here runs fine eagerly (``F`` is ``mx.nd``) and breaks, or
silently computes something else, once ``hybridize()`` traces it with
Symbols.  ``hybridlint check examples/bad_blocks.py`` finds each bug;
``hybridlint check --fix`` repairs the ones with a safe fix.  All blocks
take a batch of shape (4, 8):

    hybridlint verify examples/bad_blocks.py:EagerRelu --input 4x8
"""
from mxnet import nd
from mxnet.gluon import nn


class FlattenByShape(nn.HybridBlock):
    """Reads the concrete batch size: a Symbol has no .shape."""

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.dense = nn.Dense(4)

    def hybrid_forward(self, F, x):
        x = x.reshape((x.shape[0], -1))
        return self.dense(x)


class FirstRow(nn.HybridBlock):
    """Indexes a tensor: on a Symbol, x[0] is the first *output*, i.e. x itself."""

    def hybrid_forward(self, F, x):
        h = F.tanh(x)
        return h[0]


class AccumulateResidual(nn.HybridBlock):
    """In-place update of a tensor: Symbols are immutable."""

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.dense = nn.Dense(8)

    def hybrid_forward(self, F, x):
        out = F.relu(self.dense(x))
        out += x
        return out


class AddBias(nn.HybridBlock):
    """Relies on broadcasting: Symbol operators need equal shapes."""

    def hybrid_forward(self, F, x):
        return x + F.ones((1, 1))


class EagerRelu(nn.HybridBlock):
    """Calls the eager namespace directly instead of F."""

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.dense = nn.Dense(8)

    def hybrid_forward(self, F, x):
        return nd.relu(self.dense(x))


class DataDependentBranch(nn.HybridBlock):
    """Python `if` on a tensor value: a Symbol has no value while tracing."""

    def hybrid_forward(self, F, x):
        if x.sum() > 0:
            return x * 2
        return -x


class FluentReshape(nn.HybridBlock):
    """NDArray.reshape(a, b) with positional sizes: Symbol.reshape wants a tuple."""

    def hybrid_forward(self, F, x):
        return x.reshape(0, 2, -1).sum(axis=1)


# The blocks above, for scripts that loop over them (examples/demo.py).
ALL_BLOCKS = (FlattenByShape, FirstRow, AccumulateResidual, AddBias, EagerRelu,
              DataDependentBranch, FluentReshape)
