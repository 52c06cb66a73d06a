"""LAS speller with teacher forcing taking step t of the embedded characters with the legacy subscript `emb[:, t]` inside the python loop."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 4), (2, 6)]


class SubscriptSpeller(HybridBlock):
    def __init__(self, vocab=9, units=6, max_len=4, **kwargs):
        super().__init__(**kwargs)
        self._vocab = vocab
        self._max_len = max_len
        with self.name_scope():
            self.embed = nn.Embedding(vocab, units)
            self.cell = rnn.GRUCell(units, input_size=2 * units)
            self.out = nn.Dense(vocab, in_units=units)

    def hybrid_forward(self, F, chars, listener):
        ids = F.floor((chars + 1) * 0.5 * (self._vocab - 1))
        emb = self.embed(ids)
        state = [F.zeros_like(listener)]
        logits = []
        for t in range(self._max_len):
            h, state = self.cell(F.concat(emb[:, t], listener, dim=-1), state)
            logits.append(self.out(h))
        return F.stack(*logits, axis=1)


Net = SubscriptSpeller
