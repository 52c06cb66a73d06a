"""The relative position index turned into an array inside `hybrid_forward` with `nd.array(self.rel_index)`
(an NDArray handed to a symbol op when traced) and gathered from the bias table by `F.take`."""
import numpy as np
from mxnet import nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 4, 4)]


class NdIndexBias(HybridBlock):
    def __init__(self, dims=4, window=2, **kwargs):
        super().__init__(**kwargs)
        self.l = window * window
        coords = np.stack(np.meshgrid(np.arange(window), np.arange(window), indexing="ij")).reshape(2, -1)
        rel = (coords[:, :, None] - coords[:, None, :]).transpose(1, 2, 0) + (window - 1)
        self.rel_index = (rel[..., 0] * (2 * window - 1) + rel[..., 1]).reshape(-1)
        with self.name_scope():
            self.table = self.params.get("table", shape=((2 * window - 1) ** 2, 1), init="normal")
            self.qk = nn.Dense(2 * dims, flatten=False, in_units=dims)

    def hybrid_forward(self, F, x, table):
        bias = F.take(table, nd.array(self.rel_index)).reshape((1, self.l, self.l))
        q, k = F.split(self.qk(x), num_outputs=2, axis=2)
        return F.softmax(F.broadcast_add(F.batch_dot(q, k, transpose_b=True), bias), axis=-1)


Net = NdIndexBias
