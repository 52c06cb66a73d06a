"""Numpy-mode DLRM `forward`: fields stacked by `np.stack`, pairwise dots by `npx.batch_dot`, pairs read by basic integer slicing in python loops."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(4, 5), (4, 3)]


@use_np
class DLRM(HybridBlock):
    def __init__(self, num_sparse=3, vocab=10, dim=4, **kwargs):
        super().__init__(**kwargs)
        self.vocab = vocab
        self.num_sparse = num_sparse
        self.bot = nn.Dense(dim, activation="relu", in_units=5)
        self.emb = nn.Embedding(vocab, dim)
        self.top = nn.Dense(1, in_units=dim + 6)

    def forward(self, dense, sparse):
        ids = np.clip(np.floor((sparse + 1) * 0.5 * self.vocab), 0, self.vocab - 1)
        x = self.bot(dense)
        e = self.emb(ids)
        T = np.concatenate([np.expand_dims(x, 1), e], axis=1)
        Z = npx.batch_dot(T, T, transpose_b=True)
        n = self.num_sparse + 1
        pairs = [Z[:, i, j:j + 1] for i in range(n) for j in range(i)]
        return npx.sigmoid(self.top(np.concatenate([x] + pairs, axis=1)))


Net = DLRM
