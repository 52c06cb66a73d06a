"""DLRM interaction whose strict lower triangle is collected by python loops over `ni = Z.shape[1]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 5), (4, 3)]


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
            self.top = nn.Dense(1, in_units=dim + 6)

    def interact(self, F, x, ly):
        T = F.stack(x, *ly, axis=1)
        Z = F.batch_dot(T, T, transpose_b=True)
        ni = Z.shape[1]
        pairs = [F.slice_axis(F.slice_axis(Z, axis=1, begin=i, end=i + 1), axis=2, begin=j, end=j + 1)
                 for i in range(ni) for j in range(i)]
        return F.concat(x, F.concat(*pairs, dim=1).reshape((0, -1)), dim=1)

    def hybrid_forward(self, F, dense, sparse):
        ids = F.clip(F.floor((sparse + 1) * 0.5 * self.vocab), 0, self.vocab - 1)
        x = self.bot(dense)
        fields = F.split(ids, num_outputs=self.num_sparse, axis=1, squeeze_axis=True)
        ly = [emb(f) for emb, f in zip(self.embs, fields)]
        return self.top(self.interact(F, x, ly))


Net = DLRM
