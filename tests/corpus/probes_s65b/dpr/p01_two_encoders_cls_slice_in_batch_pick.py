"""DPR in-batch training step: question and passage encoders (BERT-like: a token projection, a tanh
layer), CLS pooling by `slice_axis` of the first token, the score matrix `F.dot(q, p, transpose_b=True)`
of every question against every passage (its positive and one hard negative appended per question), and
the NLL of each question's positive read by `F.pick` at offsets `i * (1 + n_hard)` from `F.arange` of the
constructor's batch size."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8), (4, 5, 8)]


class Encoder(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.embed = nn.Dense(dim, flatten=False, in_units=dim)
            self.layer = nn.Dense(dim, flatten=False, activation="tanh", in_units=dim)

    def hybrid_forward(self, F, tokens):
        h = self.layer(self.embed(tokens))
        return F.slice_axis(h, axis=1, begin=0, end=1).reshape((0, -1))


class BiEncoderLoss(HybridBlock):
    def __init__(self, batch_size=2, n_hard=1, **kwargs):
        super().__init__(**kwargs)
        self._batch, self._n_hard = batch_size, n_hard
        with self.name_scope():
            self.q_enc = Encoder()
            self.p_enc = Encoder()

    def hybrid_forward(self, F, questions, passages):
        q = self.q_enc(questions)
        p = self.p_enc(passages)
        scores = F.dot(q, p, transpose_b=True)
        logp = F.log_softmax(scores, axis=1)
        positives = F.arange(self._batch) * (1 + self._n_hard)
        return -F.pick(logp, positives, axis=1).mean()


Net = BiEncoderLoss
