"""A field-weighted FM (FwFM-style): fixed per-field importances held as `nd.array(np.linspace(...))` and applied by `e * self.field_w.reshape((1, -1, 1))`; the pairwise inner products of fields `e[:, i] * e[:, j]` over the constructor's field count."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def __init__(self, num_fields=3, vocab=5, k=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.num_fields = num_fields
        self.field_w = nd.array(np.linspace(0.5, 1.5, num_fields))
        with self.name_scope():
            self.emb = nn.Embedding(vocab, k)

    def hybrid_forward(self, F, x):
        e = self.emb(F.round(F.abs(x) * 4))
        e = e * self.field_w.reshape((1, -1, 1))
        inter = []
        for i in range(self.num_fields):
            for j in range(i + 1, self.num_fields):
                inter.append((e[:, i] * e[:, j]).sum(axis=1, keepdims=True))
        return F.concat(*inter, dim=1)
