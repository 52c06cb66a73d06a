"""KGE negative scoring with the corruption side given by `**kwargs` (`mode='head-batch'` or `'tail-batch'`,
as the RotatE code's `forward(sample, mode)`), a python-valued `if mode == ...:` choosing which side is
`broadcast_sub`tracted from the (B, Q, D) corrupted embeddings."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3), (4, 5)]


class ModeScorer(HybridBlock):
    def __init__(self, num_ent=10, dim=6, gamma=6.0, **kwargs):
        super().__init__(**kwargs)
        self.n, self.gamma = num_ent, gamma
        with self.name_scope():
            self.ent = nn.Embedding(num_ent, dim)
            self.rel = nn.Embedding(num_ent, dim)

    def ids(self, F, u):
        return F.clip(F.floor((u + 1) * 0.5 * self.n), 0, self.n - 1)

    def negative(self, F, triples, corrupt, **options):
        h, r, t = F.split(self.ids(F, triples), num_outputs=3, axis=1, squeeze_axis=True)
        neg = self.ent(self.ids(F, corrupt))
        if options.get("mode", "tail-batch") == "head-batch":
            diff = F.broadcast_add(neg, (self.rel(r) - self.ent(t)).expand_dims(1))
        else:
            diff = F.broadcast_sub((self.ent(h) + self.rel(r)).expand_dims(1), neg)
        return self.gamma - F.norm(diff, axis=-1)

    def hybrid_forward(self, F, triples, corrupt):
        return F.concat(self.negative(F, triples, corrupt, mode="head-batch"),
                        self.negative(F, triples, corrupt, mode="tail-batch"), dim=1)


Net = ModeScorer
