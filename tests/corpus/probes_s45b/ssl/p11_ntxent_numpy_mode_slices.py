"""NT-Xent in numpy mode (`@use_np`): `z @ z.T`-style similarity with `np.dot`, positives read by slicing the 2N x 2N matrix."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(4, 12), (4, 12)]


@use_np
class Net(HybridBlock):
    def __init__(self, batch_size=4, out_dim=8, temperature=0.5, **kwargs):
        super().__init__(**kwargs)
        self._n = batch_size
        self._tau = temperature
        with self.name_scope():
            self.proj = nn.Dense(out_dim, in_units=12)

    def hybrid_forward(self, F, view_a, view_b):
        z = F.np.concatenate([self.proj(view_a), self.proj(view_b)], axis=0)
        z = z / F.np.sqrt(F.np.sum(z * z, axis=1, keepdims=True) + 1e-12)
        sim = F.np.dot(z, z.T) / self._tau - F.np.eye(2 * self._n) * 1e9
        logp = sim - F.np.log(F.np.sum(F.np.exp(sim), axis=1, keepdims=True))
        n = self._n
        pos = F.np.concatenate([F.np.diag(logp[:n, n:]), F.np.diag(logp[n:, :n])], axis=0)
        return -pos.mean()
