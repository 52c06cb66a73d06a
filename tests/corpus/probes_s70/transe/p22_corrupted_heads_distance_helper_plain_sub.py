"""TransE scores of corrupted heads through a module helper without F, `l2_distance(a, b)` written as
`((a - b) ** 2).sum(axis=-1).sqrt()`, called with the (B, Q, D) corrupted head embeddings and the
(B, 1, D) expanded `t - r`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3), (4, 5)]


def l2_distance(a, b):
    return ((a - b) ** 2).sum(axis=-1).sqrt()


class HelperHeadBatch(HybridBlock):
    def __init__(self, num_ent=10, dim=6, gamma=6.0, **kwargs):
        super().__init__(**kwargs)
        self.n, self.gamma = num_ent, gamma
        with self.name_scope():
            self.ent = nn.Embedding(num_ent, dim)
            self.rel = nn.Embedding(num_ent, dim)

    def hybrid_forward(self, F, triples, corrupt_heads):
        ids = F.clip(F.floor((triples + 1) * 0.5 * self.n), 0, self.n - 1)
        _, r, t = F.split(ids, num_outputs=3, axis=1, squeeze_axis=True)
        neg_h = self.ent(F.clip(F.floor((corrupt_heads + 1) * 0.5 * self.n), 0, self.n - 1))
        return self.gamma - l2_distance(neg_h, (self.ent(t) - self.rel(r)).expand_dims(1))


Net = HelperHeadBatch
