"""MDN sampling head with a python `sample` flag: at construction time sampling is off, so the graph takes the deterministic branch of a python-valued `if` and returns the mean of the best component by one-hot weights."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10)]


class MDNSampler(HybridBlock):
    def __init__(self, components=3, out_dim=2, sample=False, **kwargs):
        super().__init__(**kwargs)
        self._k, self._d, self._sample = components, out_dim, sample
        with self.name_scope():
            self.pi = nn.Dense(components, in_units=10)
            self.mu = nn.Dense(components * out_dim, in_units=10)

    def hybrid_forward(self, F, x):
        logits = self.pi(x)
        if self._sample:
            gumbel = -F.log(-F.log(F.random.uniform_like(logits, low=1e-6, high=1.0)))
            choice = F.argmax(logits + gumbel, axis=1)
        else:
            choice = F.argmax(logits, axis=1)
        weights = F.one_hot(choice, depth=self._k).expand_dims(2)              # (N, K, 1)
        mu = self.mu(x).reshape((0, self._k, self._d))
        return F.sum(F.broadcast_mul(weights, mu), axis=1)


class Net(MDNSampler):
    pass
