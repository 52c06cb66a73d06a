"""NT-Xent whose batch size is read from the first view (`view_a.shape[0]`) to build the diagonal mask and labels."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 12), (4, 12)]


class Net(HybridBlock):
    def __init__(self, out_dim=8, temperature=0.2, **kwargs):
        super().__init__(**kwargs)
        self._tau = temperature
        with self.name_scope():
            self.proj = nn.Dense(out_dim, in_units=12)

    def hybrid_forward(self, F, view_a, view_b):
        n = view_a.shape[0]
        z = F.L2Normalization(F.concat(self.proj(view_a), self.proj(view_b), dim=0), mode="instance")
        sim = F.dot(z, z, transpose_b=True) / self._tau - F.eye(2 * n) * 1e9
        labels = F.concat(F.arange(n, 2 * n), F.arange(0, n), dim=0)
        return -F.mean(F.pick(F.log_softmax(sim, axis=1), labels, axis=1))
