"""LAS speller with teacher forcing: the ground-truth characters embedded, split into steps by `F.split(num_outputs=max_len, squeeze_axis=True)`, a python loop of LSTMCell steps over the configured length, logits stacked on axis 1."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 4), (2, 6)]


class TeacherForcedSpeller(HybridBlock):
    def __init__(self, vocab=9, units=6, max_len=4, **kwargs):
        super().__init__(**kwargs)
        self._vocab = vocab
        self._max_len = max_len
        with self.name_scope():
            self.embed = nn.Embedding(vocab, units)
            self.cell = rnn.LSTMCell(units, input_size=2 * units)
            self.out = nn.Dense(vocab, in_units=units)

    def hybrid_forward(self, F, chars, listener):
        ids = F.floor((chars + 1) * 0.5 * (self._vocab - 1))
        steps = F.split(self.embed(ids), num_outputs=self._max_len, axis=1, squeeze_axis=True)
        states = [F.zeros_like(listener), F.zeros_like(listener)]
        logits = []
        for t in range(self._max_len):
            h, states = self.cell(F.concat(steps[t], listener, dim=-1), states)
            logits.append(self.out(h))
        return F.stack(*logits, axis=1)


Net = TeacherForcedSpeller
