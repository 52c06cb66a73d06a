"""SAINT's embedding: each categorical column's code shifted by its offset into one shared table (the
codes from the normalised columns times the cardinalities, an `nd.array` kept on the block; the
offsets an `nd.array` of the cumulative cardinalities kept on the block, added in the graph), each continuous
column through its own small MLP (a python loop over `x_cont.shape[1]` with legacy column subscripts), the
column embeddings stacked, and the [CLS] embedding tiled over the batch from `x_cat.shape[0]`."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(4, 3), (4, 2)]


class Net(nn.HybridBlock):
    def __init__(self, categories=(3, 4, 2), num_continuous=2, dim=6, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.categories = categories
        self.dim = dim
        offsets = np.concatenate([[0], np.cumsum(categories)[:-1]])
        self.categories_offset = nd.array(offsets)
        self.cardinalities = nd.array(categories).reshape((1, -1))
        with self.name_scope():
            self.embeds = nn.Embedding(int(sum(categories)), dim)
            self.cls_token = self.params.get('cls_token', shape=(1, 1, dim))
            self.simple_mlps = nn.HybridSequential()
            for _ in range(num_continuous):
                mlp = nn.HybridSequential()
                mlp.add(nn.Dense(dim, in_units=1, activation='relu'), nn.Dense(dim, in_units=dim))
                self.simple_mlps.add(mlp)

    def hybrid_forward(self, F, x_cat, x_cont, cls_token):
        # the columns come normalised to [-1, 1): back to integer codes per column's cardinality
        codes = F.floor(F.broadcast_mul((x_cat + 1) * 0.5, self.cardinalities))
        codes = F.broadcast_minimum(codes, self.cardinalities - 1)
        x_categ = self.embeds(codes + self.categories_offset)
        cont = []
        for i in range(x_cont.shape[1]):
            cont.append(self.simple_mlps[i](x_cont[:, i:i + 1]))
        x_cont_enc = F.stack(*cont, axis=1)
        cls = F.tile(cls_token, (x_cat.shape[0], 1, 1))
        return F.concat(cls, x_categ, x_cont_enc, dim=1)
