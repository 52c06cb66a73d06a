"""DLRM whose concatenated field vectors are reshaped to (batch, fields, dim) with `batch = dense.shape[0]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 5), (4, 3)]


class DLRM(HybridBlock):
    def __init__(self, num_sparse=3, vocab=10, dim=4, **kwargs):
        super(DLRM, self).__init__(**kwargs)
        self.vocab = vocab
        self.dim = dim
        self.num_sparse = num_sparse
        with self.name_scope():
            self.bot = nn.Dense(dim, activation="relu", in_units=5)
            self.emb = nn.Embedding(vocab, dim)
            self.top = nn.Dense(1, in_units=16)

    def hybrid_forward(self, F, dense, sparse):
        batch = dense.shape[0]
        ids = F.clip(F.floor((sparse + 1) * 0.5 * self.vocab), 0, self.vocab - 1)
        x = self.bot(dense)
        cat = F.concat(x, self.emb(ids).reshape((0, -1)), dim=1)
        T = cat.reshape((batch, self.num_sparse + 1, self.dim))
        Z = F.batch_dot(T, T, transpose_b=True)
        return self.top(Z.reshape((0, -1)))


Net = DLRM
