"""Cox partial likelihood for a batch sorted by descending survival time: the risk set of sample i is samples 0..i, so its log-sum-exp is `log(cumsum(exp(risk)))`; events weight the terms and the loss is normalised by the event count."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 5), (6,)]


class CoxPHLoss(HybridBlock):
    def __init__(self, in_units=5, eps=1e-7, **kwargs):
        super().__init__(**kwargs)
        self.eps = eps
        with self.name_scope():
            self.risk = nn.Dense(1, in_units=in_units)

    def hybrid_forward(self, F, x, raw_events):
        events = raw_events > 0
        risk = self.risk(x).reshape((-1,))
        log_risk_set = F.log(F.cumsum(F.exp(risk), axis=0) + self.eps)
        return -F.sum((risk - log_risk_set) * events) / (F.sum(events) + self.eps)


Net = CoxPHLoss
