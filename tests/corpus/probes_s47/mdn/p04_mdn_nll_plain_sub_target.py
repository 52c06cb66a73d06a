"""MDN negative log-likelihood that standardises with plain `(y - mu) / sigma`, y (N, 1) against mu (N, K)."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10), (4, 1)]


class Net(HybridBlock):
    def __init__(self, components=4, **kwargs):
        super().__init__(**kwargs)
        self.k = components
        with self.name_scope():
            self.head = nn.Dense(3 * components, in_units=10)

    def hybrid_forward(self, F, x, y):
        pi_logit, mu, log_sigma = F.split(self.head(x), num_outputs=3, axis=1)
        sigma = F.exp(log_sigma)
        z = (y - mu) / sigma
        log_prob = -0.5 * z * z - log_sigma - 0.5 * math.log(2 * math.pi)
        return -F.log(F.sum(F.softmax(pi_logit) * F.exp(log_prob), axis=1) + 1e-8)
