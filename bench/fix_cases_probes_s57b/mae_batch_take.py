"""An MAE encoder that keeps patches sample by sample: the kept indices from an argsort of the noise cut by `[:, :self.keep]`, a python loop over `x.shape[0]` taking `F.take(x[i], ids[i])`, the kept rows stacked, and the class token broadcast by `x.shape[0]` in front."""
from mxnet.gluon import nn


INPUTS = [(3, 6, 4), (3, 6)]


class Net(nn.HybridBlock):
    def __init__(self, dim=4, keep=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.keep = keep
        with self.name_scope():
            self.proj = nn.Dense(dim, in_units=dim, flatten=False)
            self.cls = self.params.get('cls', shape=(1, 1, dim), init='zeros')

    def hybrid_forward(self, F, x, noise, cls):
        ids = F.argsort(noise, axis=1)[:, :self.keep]
        x = self.proj(x)
        kept = F.stack(*[F.take(x[i], ids[i]) for i in range(x.shape[0])])
        cls_tokens = F.broadcast_to(cls, shape=(x.shape[0], 1, x.shape[2]))
        return F.concat(cls_tokens, kept, dim=1)
