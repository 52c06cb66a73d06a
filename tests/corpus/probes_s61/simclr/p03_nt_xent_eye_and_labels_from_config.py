"""SimCLR loss with the masks made in the graph from the configured batch size: `F.eye(2 * n)` for the self-similarities, labels `F.concat(F.arange(n, 2 * n), F.arange(0, n))` picked by `pick` from the log-softmax."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 16), (4, 16)]


class GraphMaskNTXent(HybridBlock):
    def __init__(self, batch_size=4, in_units=16, out_dim=8, temperature=0.2, **kwargs):
        super(GraphMaskNTXent, self).__init__(**kwargs)
        self._n = batch_size
        self._t = temperature
        with self.name_scope():
            self.proj = nn.Dense(out_dim, in_units=in_units)

    def hybrid_forward(self, F, x1, x2):
        n = self._n
        z = F.L2Normalization(self.proj(F.concat(x1, x2, dim=0)), mode="instance")
        sim = F.dot(z, z, transpose_b=True) / self._t - 1e9 * F.eye(2 * n)
        labels = F.concat(F.arange(n, 2 * n), F.arange(0, n), dim=0)
        return -F.pick(F.log_softmax(sim, axis=1), labels, axis=1).mean()


Net = GraphMaskNTXent
