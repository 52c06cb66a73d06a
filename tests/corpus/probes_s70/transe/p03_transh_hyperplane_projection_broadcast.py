"""TransH: relation-specific hyperplanes with unit normals w_r (an Embedding, L2-normalised), entities
projected by `e - (e . w_r) w_r` with the (B, 1) dot `broadcast_mul`ed by the (B, D) normal, score
`-||h_perp + d_r - t_perp||_2`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3)]


class TransH(HybridBlock):
    def __init__(self, num_ent=10, dim=6, **kwargs):
        super().__init__(**kwargs)
        self.n = num_ent
        with self.name_scope():
            self.ent = nn.Embedding(num_ent, dim)
            self.rel = nn.Embedding(num_ent, dim)
            self.normal = nn.Embedding(num_ent, dim)

    def project(self, F, e, w):
        return e - F.broadcast_mul(F.sum(e * w, axis=-1, keepdims=True), w)

    def hybrid_forward(self, F, triples):
        ids = F.clip(F.floor((triples + 1) * 0.5 * self.n), 0, self.n - 1)
        h, r, t = F.split(ids, num_outputs=3, axis=1, squeeze_axis=True)
        w = F.L2Normalization(self.normal(r), mode="instance")
        diff = self.project(F, self.ent(h), w) + self.rel(r) - self.project(F, self.ent(t), w)
        return -F.norm(diff, axis=-1)


Net = TransH
