"""TransH projection as the PyTorch code writes it, `e - (e * w).sum(-1, keepdim=True) * w`: the (B, 1)
dot times the (B, D) normal by a plain `*`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3)]


class PlainTransH(HybridBlock):
    def __init__(self, num_ent=10, dim=6, **kwargs):
        super().__init__(**kwargs)
        self.n = num_ent
        with self.name_scope():
            self.ent = nn.Embedding(num_ent, dim)
            self.rel = nn.Embedding(num_ent, dim)
            self.normal = nn.Embedding(num_ent, dim)

    def hybrid_forward(self, F, triples):
        ids = F.clip(F.floor((triples + 1) * 0.5 * self.n), 0, self.n - 1)
        h, r, t = F.split(ids, num_outputs=3, axis=1, squeeze_axis=True)
        w = F.L2Normalization(self.normal(r), mode="instance")
        hp = self.ent(h) - F.sum(self.ent(h) * w, axis=-1, keepdims=True) * w
        tp = self.ent(t) - F.sum(self.ent(t) * w, axis=-1, keepdims=True) * w
        return -F.norm(hp + self.rel(r) - tp, axis=-1)


Net = PlainTransH
