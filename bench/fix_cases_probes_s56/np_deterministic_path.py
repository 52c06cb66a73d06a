"""Conditional neural process: context pairs (x, y) encoded, the representation averaged over the context set, tiled over the target points with broadcast_to of `(xt.shape[0], xt.shape[1], r.shape[-1])`, decoded to a mean and a bounded scale split at `out.shape[-1] // 2` with `...`."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 1), (2, 5, 1), (2, 4, 1)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.enc = nn.Dense(6, in_units=2, flatten=False, activation='relu')
            self.dec = nn.Dense(2, in_units=7, flatten=False)

    def hybrid_forward(self, F, xc, yc, xt):
        r = self.enc(F.concat(xc, yc, dim=2)).mean(axis=1)
        r = r.expand_dims(1).broadcast_to((xt.shape[0], xt.shape[1], r.shape[-1]))
        out = self.dec(F.concat(r, xt, dim=2))
        d = out.shape[-1] // 2
        mu, raw = out[..., :d], out[..., d:]
        return mu, 0.1 + 0.9 * F.Activation(raw, act_type='softrelu')
