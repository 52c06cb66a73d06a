"""LAS greedy speller: each step's argmax brought to numpy by `.asnumpy()` and fed back through `nd.array` as the next character."""
from mxnet import nd
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 6)]


class GreedySpeller(HybridBlock):
    def __init__(self, vocab=9, units=6, max_len=3, **kwargs):
        super().__init__(**kwargs)
        self._max_len = max_len
        with self.name_scope():
            self.embed = nn.Embedding(vocab, units)
            self.cell = rnn.GRUCell(units, input_size=2 * units)
            self.out = nn.Dense(vocab, in_units=units)

    def hybrid_forward(self, F, listener):
        prev = F.zeros_like(F.slice_axis(listener, axis=1, begin=0, end=1)).reshape((-1,))
        state = [F.zeros_like(listener)]
        logits = []
        for _ in range(self._max_len):
            h, state = self.cell(F.concat(self.embed(prev), listener, dim=-1), state)
            step = self.out(h)
            logits.append(step)
            prev = nd.array(step.argmax(axis=-1).asnumpy())
        return F.stack(*logits, axis=1)


Net = GreedySpeller
