"""MDN negative log-likelihood of a 1-D target: per-component Gaussian log-densities with the target broadcast over components, combined with log-mixture weights by a stable log-sum-exp."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10), (4, 1)]


class MDNLoss(HybridBlock):
    def __init__(self, components=4, **kwargs):
        super().__init__(**kwargs)
        self._k = components
        with self.name_scope():
            self.head = nn.Dense(3 * components, in_units=10)

    def hybrid_forward(self, F, x, y):
        pi_logit, mu, log_sigma = F.split(self.head(x), num_outputs=3, axis=1)
        z = F.broadcast_div(F.broadcast_sub(y, mu), F.exp(log_sigma))               # (N, K)
        log_prob = -0.5 * F.square(z) - log_sigma - 0.5 * math.log(2 * math.pi)
        joint = F.log_softmax(pi_logit, axis=1) + log_prob
        m = F.max(joint, axis=1, keepdims=True)
        return -(F.log(F.sum(F.exp(F.broadcast_sub(joint, m)), axis=1)) + m.reshape((-1,)))


class Net(MDNLoss):
    pass
