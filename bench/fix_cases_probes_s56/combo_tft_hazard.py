"""A TFT-style encoder feeding a discrete-time survival head: static covariates added to every step after expand_dims, the last step `h[:, -1]` scored into hazards, the survival curve carried through a loop over the bins from ones of the batch, and the scale of the GLU halves from `g.shape[-1] // 2`."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 3), (2, 2)]


class Net(nn.HybridBlock):
    def __init__(self, bins=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.inp = nn.Dense(4, in_units=3, flatten=False)
            self.static = nn.Dense(4, in_units=2)
            self.glu = nn.Dense(8, in_units=4, flatten=False)
            self.hazard = nn.Dense(bins, in_units=4, activation='sigmoid')

    def hybrid_forward(self, F, x, s):
        h = self.inp(x) + self.static(s).expand_dims(1)
        g = self.glu(F.relu(h))
        d = g.shape[-1] // 2
        h = h + g[..., :d] * F.sigmoid(g[..., d:])
        haz = self.hazard(h[:, -1])
        surv = F.ones((x.shape[0],))
        curve = []
        for j in range(haz.shape[1]):
            surv = surv * (1 - haz[:, j])
            curve.append(surv)
        return F.stack(*curve, axis=1)
