"""Swin relative position bias: the (2ws-1)^2 x heads table gathered by a relative position index computed in numpy in __init__ and held as nd.array, reshaped to (heads, ws*ws, ws*ws) and added to the attention logits with `+`."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(3, 4, 6)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        ws, self.heads = 2, 2
        coords = np.stack(np.meshgrid(np.arange(ws), np.arange(ws), indexing='ij')).reshape(2, -1)
        rel = (coords[:, :, None] - coords[:, None, :]).transpose(1, 2, 0) + (ws - 1)
        self.rel_index = nd.array(rel[:, :, 0] * (2 * ws - 1) + rel[:, :, 1])
        with self.name_scope():
            self.qkv = nn.Dense(18, in_units=6, flatten=False)
            self.table = self.params.get('table', shape=((2 * ws - 1) ** 2, 2))

    def hybrid_forward(self, F, x, table):
        b, n, c = x.shape
        d = c // self.heads
        qkv = self.qkv(x).reshape((b, n, 3, self.heads, d)).transpose((2, 0, 3, 1, 4))
        q = F.squeeze(F.slice_axis(qkv, axis=0, begin=0, end=1), axis=0)
        k = F.squeeze(F.slice_axis(qkv, axis=0, begin=1, end=2), axis=0)
        logits = F.linalg.gemm2(q.reshape((-3, 0, 0)), k.reshape((-3, 0, 0)), transpose_b=True)
        logits = logits.reshape((b, self.heads, n, n))
        bias = F.take(table, self.rel_index.reshape((-1,))).reshape((n, n, -1)).transpose((2, 0, 1))
        logits = logits + bias.expand_dims(0)
        return F.softmax(logits, axis=-1)
