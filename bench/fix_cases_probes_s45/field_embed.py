"""Per-field projections kept in a python list, stacked into a (batch, fields, dim) table."""
from mxnet.gluon import nn


INPUTS = [(3, 4), (3, 5)]


class Net(nn.HybridBlock):
    def __init__(self, field_dims=(4, 5), embed_dim=6, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._dim = embed_dim
        self.fields = []
        with self.name_scope():
            for i, d in enumerate(field_dims):
                layer = nn.Dense(embed_dim, in_units=d, prefix='field%d_' % i)
                self.register_child(layer)
                self.fields.append(layer)
            self.out = nn.Dense(1, in_units=embed_dim * len(field_dims))

    def hybrid_forward(self, F, user, item):
        table = F.concat(*[f(v) for f, v in zip(self.fields, (user, item))], dim=1)
        table = table.reshape((user.shape[0], len(self.fields), self._dim))
        table = F.relu(table)
        return self.out(table.reshape((user.shape[0], -1)))
