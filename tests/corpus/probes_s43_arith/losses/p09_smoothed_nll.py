"""Label smoothing: the picked log-probability (N,) and the mean log-probability over classes (N,), scalar-weighted."""
from mxnet.gluon import HybridBlock

INPUTS = [(3, 5), (3,)]


class Net(HybridBlock):
    def __init__(self, eps=0.1):
        super().__init__()
        self._eps = eps

    def hybrid_forward(self, F, logits, labels):
        logp = F.log_softmax(logits)
        return -(1 - self._eps) * F.pick(logp, labels) - self._eps * logp.mean(axis=-1)
