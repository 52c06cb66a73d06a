"""Neural process on padded context sets: a mask of the valid context points, the masked sum of the encodings divided by the count reshaped to a column, and the aggregate concatenated to each target with tile over `xt.shape[1]`."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 2), (2, 5), (2, 3, 1)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.enc = nn.Dense(4, in_units=2, flatten=False, activation='relu')
            self.dec = nn.Dense(1, in_units=5, flatten=False)

    def hybrid_forward(self, F, ctx, valid, xt):
        m = (valid > -0.5).astype('float32')
        h = self.enc(ctx) * m.expand_dims(2)
        r = h.sum(axis=1) / (m.sum(axis=1).reshape((-1, 1)) + 1e-6)
        r = r.expand_dims(1).tile((1, xt.shape[1], 1))
        return self.dec(F.concat(r, xt, dim=2))
