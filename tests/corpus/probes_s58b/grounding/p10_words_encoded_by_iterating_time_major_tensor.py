"""Phrase encoder running a GRU cell over the words by iterating the time-major embedding tensor directly (`for x_t in emb:`)."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 5), (2, 6, 10)]


class RecurrentGrounder(HybridBlock):
    def __init__(self, vocab=20, dim=8, **kwargs):
        super(RecurrentGrounder, self).__init__(**kwargs)
        self.vocab = vocab
        with self.name_scope():
            self.embed = nn.Embedding(vocab, dim)
            self.cell = rnn.GRUCell(dim, input_size=dim)
            self.region = nn.Dense(dim, flatten=False, in_units=10)

    def hybrid_forward(self, F, words, regions):
        ids = F.clip(F.floor((words + 1) * 0.5 * self.vocab), 0, self.vocab - 1)
        emb = F.swapaxes(self.embed(ids), 0, 1)
        h = F.zeros_like(F.slice_axis(emb, axis=0, begin=0, end=1).reshape((-3, 0)))
        for x_t in emb:
            h, _ = self.cell(x_t.reshape((-1, 8)), [h])
        scores = F.batch_dot(self.region(regions), h.expand_dims(axis=2))
        return scores.reshape((0, -1))


Net = RecurrentGrounder
