"""Axial attention written column by column as some public ports do: for each column
`for j in range(x.shape[3])` the column `x[:, :, :, j]` attends along H (keys and values by 1x1
convs, a relative positional logit per axis from a table gathered by offsets), the columns stacked
back on the last axis, then a gated residual `x + gamma * out` with a (1,) gate."""
import numpy as np
import mxnet as mx
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 4, 5, 3)]


class Net(nn.HybridBlock):
    def __init__(self, dim=4, span=5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.span = span
        offsets = np.arange(span)[None, :] - np.arange(span)[:, None] + span - 1
        self.rel_index = offsets.reshape(-1)
        with self.name_scope():
            self.q = nn.Conv1D(dim, 1, in_channels=dim, use_bias=False)
            self.k = nn.Conv1D(dim, 1, in_channels=dim, use_bias=False)
            self.v = nn.Conv1D(dim, 1, in_channels=dim, use_bias=False)
            self.rel = self.params.get('rel', shape=(2 * span - 1,), init=mx.init.Normal(0.5))
            self.gamma = self.params.get('gamma', shape=(1,), init=mx.init.Constant(0.5))

    def hybrid_forward(self, F, x, rel, gamma):
        rel_logits = F.take(rel, nd.array(self.rel_index)).reshape((1, self.span, self.span))
        columns = []
        for j in range(x.shape[3]):
            col = x[:, :, :, j]
            q, k, v = self.q(col), self.k(col), self.v(col)
            logits = F.batch_dot(q, k, transpose_a=True)
            attn = F.softmax(logits + rel_logits, axis=-1)
            columns.append(F.batch_dot(v, attn, transpose_b=True))
        out = F.stack(*columns, axis=3)
        return x + gamma * out
