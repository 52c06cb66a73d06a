"""Twins absolute position table built in `hybrid_forward` with `nd.array` from a numpy sinusoid table (sizes from the constructor) and added to the tokens: an NDArray constant inside the graph."""
import numpy as onp
from mxnet import nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 16, 8)]


class AbsPosTokens(HybridBlock):
    def __init__(self, dim=8, tokens=16, **kwargs):
        super().__init__(**kwargs)
        self._n, self._d = tokens, dim
        with self.name_scope():
            self.fc = nn.Dense(dim, flatten=False)

    def hybrid_forward(self, F, x):
        pos = onp.arange(self._n)[:, None] / (10000 ** (onp.arange(self._d)[None, :] / self._d))
        table = nd.array(onp.sin(pos)).expand_dims(0)
        return self.fc(F.broadcast_add(x, table))


Net = AbsPosTokens
