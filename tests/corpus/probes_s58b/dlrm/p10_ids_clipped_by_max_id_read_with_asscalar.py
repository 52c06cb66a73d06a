"""DLRM that rescales raw ids into the table by the batch's largest id, read with `.asscalar()`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 5), (4, 3)]


class DLRM(HybridBlock):
    def __init__(self, vocab=10, dim=4, **kwargs):
        super(DLRM, self).__init__(**kwargs)
        self.vocab = vocab
        with self.name_scope():
            self.bot = nn.Dense(dim, in_units=5)
            self.emb = nn.Embedding(vocab, dim)
            self.top = nn.Dense(1, in_units=4 * dim)

    def hybrid_forward(self, F, dense, sparse):
        raw = F.abs(sparse) * 100
        max_id = raw.max().asscalar()
        ids = F.floor(raw / (max_id + 1) * self.vocab)
        T = F.concat(self.bot(dense).expand_dims(axis=1), self.emb(ids), dim=1)
        return self.top(T.reshape((0, -1)))


Net = DLRM
