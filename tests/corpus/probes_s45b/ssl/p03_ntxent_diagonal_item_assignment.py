"""NT-Xent that removes self-similarity by writing -inf into the diagonal in a python loop (`sim[i, i] = ...`)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 10), (3, 10)]


class Net(HybridBlock):
    def __init__(self, batch_size=3, out_dim=6, temperature=0.5, **kwargs):
        super().__init__(**kwargs)
        self._n = batch_size
        self._tau = temperature
        with self.name_scope():
            self.proj = nn.Dense(out_dim, in_units=10)

    def hybrid_forward(self, F, view_a, view_b):
        z = F.L2Normalization(F.concat(self.proj(view_a), self.proj(view_b), dim=0), mode="instance")
        sim = F.dot(z, z, transpose_b=True) / self._tau
        for i in range(2 * self._n):
            sim[i, i] = -1e9
        labels = F.concat(F.arange(self._n, 2 * self._n), F.arange(0, self._n), dim=0)
        return -F.mean(F.pick(F.log_softmax(sim, axis=1), labels, axis=1))
