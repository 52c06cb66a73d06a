"""Classifier-free guidance: conditional and unconditional passes run as one doubled batch, then split and mixed."""
from mxnet.gluon import nn


INPUTS = [(2, 5), (2, 3)]


class Net(nn.HybridBlock):
    def __init__(self, dim=5, cond_dim=3, guidance=3.0, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._guidance = guidance
        with self.name_scope():
            self.cond = nn.Dense(dim, in_units=cond_dim)
            self.eps = nn.Dense(dim, in_units=dim)

    def hybrid_forward(self, F, x, c):
        h = F.concat(x + self.cond(c), x, dim=0)
        out = self.eps(h)
        n = x.shape[0]
        cond, uncond = out[:n], out[n:]
        return uncond + self._guidance * (cond - uncond)
