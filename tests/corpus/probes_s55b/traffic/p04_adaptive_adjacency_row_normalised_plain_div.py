"""Graph WaveNet adaptive adjacency from two node-embedding Parameters, row-normalised as `adp / (F.sum(adp, axis=1, keepdims=True) + eps)` with the plain `/`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 3)]


class AdaptiveGraphConv(HybridBlock):
    def __init__(self, num_nodes=5, emb_dim=4, in_dim=3, units=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.src_emb = self.params.get("src_emb", shape=(num_nodes, emb_dim))
            self.dst_emb = self.params.get("dst_emb", shape=(num_nodes, emb_dim))
            self.fc = nn.Dense(units, flatten=False, in_units=in_dim)

    def hybrid_forward(self, F, x, src_emb, dst_emb):
        adp = F.relu(F.dot(src_emb, dst_emb, transpose_b=True))
        adp = adp / (F.sum(adp, axis=1, keepdims=True) + 1e-6)
        batched = F.broadcast_like(F.expand_dims(adp, axis=0), x, lhs_axes=(0,), rhs_axes=(0,))
        return self.fc(F.batch_dot(batched, x))


Net = AdaptiveGraphConv
