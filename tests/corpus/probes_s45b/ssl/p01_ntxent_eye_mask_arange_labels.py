"""SimCLR NT-Xent over a 2N batch: cosine similarities, the diagonal removed with `F.eye` of a python size, positives from `arange`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 12), (4, 12)]


class ProjectionHead(HybridBlock):
    def __init__(self, hidden=16, out_dim=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc1 = nn.Dense(hidden, activation="relu")
            self.fc2 = nn.Dense(out_dim)

    def hybrid_forward(self, F, x):
        return self.fc2(self.fc1(x))


class NTXent(HybridBlock):
    def __init__(self, batch_size=4, temperature=0.5, **kwargs):
        super().__init__(**kwargs)
        self._n = batch_size
        self._tau = temperature
        with self.name_scope():
            self.head = ProjectionHead()

    def hybrid_forward(self, F, view_a, view_b):
        z = F.concat(self.head(view_a), self.head(view_b), dim=0)
        z = F.L2Normalization(z, mode="instance")
        sim = F.dot(z, z, transpose_b=True) / self._tau
        # a sample is not its own negative: push the diagonal far below every other logit
        sim = sim - F.eye(2 * self._n) * 1e9
        labels = F.concat(F.arange(self._n, 2 * self._n), F.arange(0, self._n), dim=0)
        logp = F.log_softmax(sim, axis=1)
        return -F.mean(F.pick(logp, labels, axis=1))


class Net(NTXent):
    pass
