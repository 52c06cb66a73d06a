"""DCN-V2 as a CTR model: the input row holds the sparse field ids then the dense features, split by
`x[:, :n_sparse]`; one Embedding per sparse field, the field embeddings concatenated with the dense features by
a list comprehension over `sparse[:, i]`; a full-rank cross network `x_{l+1} = x0 * W_l(x_l) + x_l` and a deep
MLP, stacked (cross then deep) or parallel (both on x0, concatenated), a logit head."""
from mxnet.gluon import nn


INPUTS = [(4, 7)]


class Net(nn.HybridBlock):
    def __init__(self, field_dims=(5, 7, 3), embed_dim=2, n_dense=4, cross_layers=2, structure='parallel',
                 **kwargs):
        super(Net, self).__init__(**kwargs)
        self.n_sparse = len(field_dims)
        self.structure = structure
        d = len(field_dims) * embed_dim + n_dense
        with self.name_scope():
            self.embeddings = nn.HybridSequential()
            for n in field_dims:
                self.embeddings.add(nn.Embedding(n, embed_dim))
            self.cross = nn.HybridSequential()
            for _ in range(cross_layers):
                self.cross.add(nn.Dense(d, in_units=d))
            self.deep = nn.HybridSequential()
            self.deep.add(nn.Dense(8, in_units=d, activation='relu'), nn.Dense(8, in_units=8, activation='relu'))
            self.head = nn.Dense(1, in_units=d + 8 if structure == 'parallel' else 8)

    def cross_net(self, x0):
        x_l = x0
        for layer in self.cross:
            x_l = x0 * layer(x_l) + x_l
        return x_l

    def hybrid_forward(self, F, x):
        sparse, dense = x[:, :self.n_sparse], x[:, self.n_sparse:]
        embs = [self.embeddings[i](sparse[:, i]) for i in range(self.n_sparse)]
        x0 = F.concat(*embs, dense, dim=1)
        if self.structure == 'stacked':
            h = self.deep(self.cross_net(x0))
        else:
            h = F.concat(self.cross_net(x0), self.deep(x0), dim=1)
        return F.sigmoid(self.head(h))
