"""Graph WaveNet adaptive adjacency: `softmax(relu(E1 E2^T))` mixed with a degree-normalised learned mask by `F.broadcast_div`, then applied per sample."""
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
        logits = F.relu(F.dot(src_emb, dst_emb, transpose_b=True))
        soft = F.softmax(logits, axis=1)
        deg = F.sum(logits, axis=1, keepdims=True) + 1e-6
        adp = 0.5 * soft + 0.5 * F.broadcast_div(logits, deg)
        batched = F.broadcast_like(F.expand_dims(adp, axis=0), x, lhs_axes=(0,), rhs_axes=(0,))
        return self.fc(F.batch_dot(batched, x))


Net = AdaptiveGraphConv
