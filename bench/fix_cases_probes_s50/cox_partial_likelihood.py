"""Cox proportional-hazards loss: each sample's risk set is everyone still at risk at its time; log-sum-exp over the set."""
from mxnet.gluon import nn


INPUTS = [(5, 3), (5,), (5,)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.risk = nn.Dense(1, in_units=3)

    def hybrid_forward(self, F, x, times, events):
        risk = self.risk(x).reshape((-1,))
        n = risk.shape[0]
        at_risk = times.reshape((1, n)) >= times.reshape((n, 1))
        log_denominator = F.log(F.sum(at_risk * F.exp(risk).reshape((1, n)), axis=1))
        observed = events > 0
        return -F.sum((risk - log_denominator) * observed) / (F.sum(observed) + 1)
