"""DPR with the two encoders and their inputs zipped: `embs = [self._pool(F, enc(x)) for enc, x in
zip((self.q_enc, self.p_enc), (questions, passages))]`, a list of two tensors unpacked `q, p = embs`,
hard negatives given as a third input and appended per question by `F.concat` along the batch axis."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8), (2, 5, 8), (2, 5, 8)]


class ZippedBiEncoder(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.q_enc = nn.Dense(dim, flatten=False, activation="tanh", in_units=dim)
            self.p_enc = nn.Dense(dim, flatten=False, activation="tanh", in_units=dim)

    def _pool(self, F, hidden):
        return F.squeeze(F.slice_axis(hidden, axis=1, begin=0, end=1), axis=1)

    def hybrid_forward(self, F, questions, positives, hard_negatives):
        passages = F.concat(positives, hard_negatives, dim=0)
        embs = [self._pool(F, enc(x)) for enc, x in zip((self.q_enc, self.p_enc), (questions, passages))]
        q, p = embs
        return F.log_softmax(F.dot(q, p, transpose_b=True), axis=1)


Net = ZippedBiEncoder
