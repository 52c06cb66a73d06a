"""DeepFM's deep part: the (B, F, K) field embeddings flattened by the reshape code `(0, -1)`, a Dense
stack with dropout, added to the FM logit; a python-valued `if self.use_fm`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 5)]


class DeepFM(HybridBlock):
    def __init__(self, vocab=20, k=4, hidden=(8, 8), use_fm=True, **kwargs):
        super().__init__(**kwargs)
        self.vocab, self.use_fm = vocab, use_fm
        with self.name_scope():
            self.emb = nn.Embedding(vocab, k)
            self.mlp = nn.HybridSequential()
            for h in hidden:
                self.mlp.add(nn.Dense(h, activation="relu"), nn.Dropout(0.2))
            self.mlp.add(nn.Dense(1))

    def hybrid_forward(self, F, fields):
        ids = F.clip(F.floor((fields + 1) * 0.5 * self.vocab), 0, self.vocab - 1)
        e = self.emb(ids)
        logit = self.mlp(e.reshape((0, -1)))
        if self.use_fm:
            s = F.sum(e, axis=1)
            logit = logit + 0.5 * F.sum(s * s - F.sum(e * e, axis=1), axis=1, keepdims=True)
        return F.sigmoid(logit)


Net = DeepFM
