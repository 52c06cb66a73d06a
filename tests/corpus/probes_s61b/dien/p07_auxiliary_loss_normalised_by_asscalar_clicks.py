"""DIEN auxiliary loss on next clicks: hidden states h_t scored against the clicked item e_{t+1} (both aligned by `slice_axis`), the masked log-loss divided by the click count read with `.asscalar()`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 5, 6), (2, 5, 6), (2, 5)]


class AuxiliaryLoss(HybridBlock):
    def hybrid_forward(self, F, states, clicks, mask):
        h = F.slice_axis(states, axis=1, begin=0, end=-1)
        e = F.slice_axis(clicks, axis=1, begin=1, end=None)
        m = F.slice_axis(mask > 0, axis=1, begin=1, end=None)
        logit = F.sum(h * e, axis=2)
        loss = -F.log(F.sigmoid(logit) + 1e-8) * m
        count = m.sum().asscalar()
        return F.sum(loss) / max(count, 1.0)


Net = AuxiliaryLoss
