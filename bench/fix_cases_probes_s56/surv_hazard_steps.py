"""Discrete-time hazards (Nnet-survival): per-bin hazards from a sigmoid, the survival curve carried through a loop over `h.shape[1]` starting from `F.ones((h.shape[0],))`, stacked over the bins, and a curve that collapsed (smallest value under 1e-6, an .asscalar() test) floored."""
from mxnet.gluon import nn


INPUTS = [(3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, bins=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.hazard = nn.Dense(bins, in_units=4, activation='sigmoid')

    def hybrid_forward(self, F, x):
        h = self.hazard(x)
        surv = F.ones((h.shape[0],))
        curve = []
        for j in range(h.shape[1]):
            surv = surv * (1 - h[:, j])
            curve.append(surv)
        out = F.stack(*curve, axis=1)
        if out.min().asscalar() < 1e-6:
            out = F.maximum(out, 1e-6)
        return out
