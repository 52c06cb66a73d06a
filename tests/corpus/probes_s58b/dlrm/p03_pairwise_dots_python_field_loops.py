"""DLRM interaction by python loops over the configured field count: each pair's dot is a keepdims sum of a same-shape product."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 5), (4, 3)]


class DotInteraction(HybridBlock):
    def __init__(self, num_fields, **kwargs):
        super(DotInteraction, self).__init__(**kwargs)
        self.num_fields = num_fields

    def hybrid_forward(self, F, *feats):
        dots = []
        for i in range(self.num_fields):
            for j in range(i):
                dots.append(F.sum(feats[i] * feats[j], axis=1, keepdims=True))
        return F.concat(feats[0], *dots, dim=1)


class DLRM(HybridBlock):
    def __init__(self, num_sparse=3, vocab=10, dim=4, **kwargs):
        super(DLRM, self).__init__(**kwargs)
        self.vocab = vocab
        self.num_sparse = num_sparse
        with self.name_scope():
            self.bot = nn.Dense(dim, activation="relu", in_units=5)
            self.embs = nn.HybridSequential()
            for _ in range(num_sparse):
                self.embs.add(nn.Embedding(vocab, dim))
            self.inter = DotInteraction(num_sparse + 1)
            self.top = nn.Dense(1, in_units=dim + 6)

    def hybrid_forward(self, F, dense, sparse):
        ids = F.clip(F.floor((sparse + 1) * 0.5 * self.vocab), 0, self.vocab - 1)
        fields = F.split(ids, num_outputs=self.num_sparse, axis=1, squeeze_axis=True)
        feats = [self.bot(dense)] + [emb(f) for emb, f in zip(self.embs, fields)]
        return self.top(self.inter(*feats))


Net = DLRM
