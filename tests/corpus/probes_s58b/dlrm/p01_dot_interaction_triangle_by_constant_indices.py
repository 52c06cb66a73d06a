"""DLRM: bottom MLP, one embedding table per sparse field, pairwise dots by `batch_dot`, the strict lower triangle gathered by `take` with a Constant of flat indices."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 5), (4, 3)]


class DLRM(HybridBlock):
    def __init__(self, num_dense=5, num_sparse=3, vocab=10, dim=4, **kwargs):
        super(DLRM, self).__init__(**kwargs)
        self.vocab = vocab
        self.num_sparse = num_sparse
        n = num_sparse + 1
        tri = [i * n + j for i in range(n) for j in range(i)]
        with self.name_scope():
            self.bot = nn.HybridSequential()
            self.bot.add(nn.Dense(8, activation="relu", in_units=num_dense), nn.Dense(dim, in_units=8))
            self.embs = nn.HybridSequential()
            for _ in range(num_sparse):
                self.embs.add(nn.Embedding(vocab, dim))
            self.tri = self.params.get_constant("tri", np.array(tri, dtype="float32"))
            self.top = nn.Dense(1, in_units=dim + len(tri))

    def hybrid_forward(self, F, dense, sparse, tri):
        ids = F.clip(F.floor((sparse + 1) * 0.5 * self.vocab), 0, self.vocab - 1)
        x = self.bot(dense)
        fields = F.split(ids, num_outputs=self.num_sparse, axis=1, squeeze_axis=True)
        ly = [emb(f) for emb, f in zip(self.embs, fields)]
        T = F.stack(x, *ly, axis=1)
        Z = F.batch_dot(T, T, transpose_b=True)
        Zflat = F.take(Z.reshape((0, -1)), tri, axis=1)
        return F.sigmoid(self.top(F.concat(x, Zflat, dim=1)))


Net = DLRM
