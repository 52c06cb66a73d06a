"""Cox partial likelihood written with an explicit loop over the samples, `for i in range(len(risk))`, each risk set summed by `slice_axis`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 5), (6,)]


class Net(HybridBlock):
    def __init__(self, in_units=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.risk = nn.Dense(1, in_units=in_units)

    def hybrid_forward(self, F, x, raw_events):
        events = raw_events > 0
        risk = self.risk(x).reshape((-1,))
        terms = []
        for i in range(len(risk)):
            risk_set = F.slice_axis(risk, axis=0, begin=0, end=i + 1)
            terms.append(F.slice_axis(risk, axis=0, begin=i, end=i + 1) - F.log(F.sum(F.exp(risk_set))))
        return -F.sum(F.concat(*terms, dim=0) * events) / (F.sum(events) + 1e-7)
