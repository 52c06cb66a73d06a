"""LAS teacher-forced speller iterating `for step in F.split(emb, num_outputs=max_len, axis=1, squeeze_axis=True)` with a GRUCell, attention-free, logits stacked."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 4), (2, 6)]


class SplitLoopSpeller(HybridBlock):
    def __init__(self, vocab=9, units=6, max_len=4, **kwargs):
        super().__init__(**kwargs)
        self._vocab = vocab
        self._max_len = max_len
        with self.name_scope():
            self.embed = nn.Embedding(vocab, units)
            self.cell = rnn.GRUCell(units, input_size=2 * units)
            self.out = nn.Dense(vocab, in_units=units)

    def hybrid_forward(self, F, chars, listener):
        emb = self.embed(F.floor((chars + 1) * 0.5 * (self._vocab - 1)))
        state = [F.zeros_like(listener)]
        logits = []
        for step in F.split(emb, num_outputs=self._max_len, axis=1, squeeze_axis=True):
            h, state = self.cell(F.concat(step, listener, dim=-1), state)
            logits.append(self.out(h))
        return F.stack(*logits, axis=1)


Net = SplitLoopSpeller
