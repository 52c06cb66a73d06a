"""TransE entity norm constraint applied in the forward pass: `if F.norm(h, axis=-1).max() > 1:` the
head embeddings renormalised before the score."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3)]


class NormIfTransE(HybridBlock):
    def __init__(self, num_ent=10, dim=6, **kwargs):
        super().__init__(**kwargs)
        self.n = num_ent
        with self.name_scope():
            self.ent = nn.Embedding(num_ent, dim)
            self.rel = nn.Embedding(num_ent, dim)

    def hybrid_forward(self, F, triples):
        ids = F.clip(F.floor((triples + 1) * 0.5 * self.n), 0, self.n - 1)
        h, r, t = F.split(ids, num_outputs=3, axis=1, squeeze_axis=True)
        head = self.ent(h)
        if F.norm(head, axis=-1).max() > 1:
            head = F.L2Normalization(head, mode="instance")
        return -F.norm(head + self.rel(r) - self.ent(t), axis=-1)


Net = NormIfTransE
