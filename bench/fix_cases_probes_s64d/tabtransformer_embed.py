"""TabTransformer's column embedding: each categorical column's value (an index read from the float
input, `floor` of the scaled value) is offset into one table by `categories_offset` (an `nd.array` of the
cumulative cardinalities kept on the block, the lucidrains port's buffer), embedded, and a shared column
embedding (a Parameter of `(num_columns, shared_dim)`) repeated over the batch with
`expand_dims(0).repeat(b, axis=0)` from `b, n = x_categ.shape` (einops' `'n d -> b n d'`) and concatenated to each column's embedding."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, categories=(3, 5, 2, 4), dim=6, shared_dim=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.categories = categories
        offsets = np.concatenate([[0], np.cumsum(categories)[:-1]])
        self.categories_offset = nd.array(offsets)
        with self.name_scope():
            self.embed = nn.Embedding(sum(categories), dim - shared_dim)
            self.shared = self.params.get('shared', shape=(len(categories), shared_dim), init='normal')

    def hybrid_forward(self, F, x_categ, shared):
        b, n = x_categ.shape
        card = nd.array(self.categories).reshape((1, -1))
        idx = F.floor((x_categ + 1) / 2 * card).clip(0, 1e4)
        idx = F.minimum(idx, card - 1) + self.categories_offset
        emb = self.embed(idx)
        col = shared.expand_dims(0).repeat(b, axis=0)
        return F.concat(emb, col, dim=2)
