"""dVAE KL to a uniform prior for numpy mode in a `hybrid_forward` (`npx.set_np()`): `F.npx.log_softmax` over codes, `F.np.exp`, the python `math.log(codes)`, `.sum(axis=1).mean()`."""
import math

from mxnet import npx
from mxnet.gluon import HybridBlock

npx.set_np()

INPUTS = [(2, 5, 3, 3)]


class NumpyUniformKL(HybridBlock):
    def __init__(self, codes=5, **kwargs):
        super().__init__(**kwargs)
        self._codes = codes

    def hybrid_forward(self, F, logits):
        log_q = F.npx.log_softmax(logits, axis=1)
        return (F.np.exp(log_q) * (log_q + math.log(self._codes))).sum(axis=1).mean()


Net = NumpyUniformKL
