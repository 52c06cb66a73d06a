"""DIEN interest extractor: a GRUCell unrolled over a python-configured number of steps on the outputs of `F.split(..., squeeze_axis=True)`, hidden states stacked back with `F.stack`."""
from mxnet.gluon import HybridBlock, rnn

INPUTS = [(2, 5, 8)]


class InterestExtractor(HybridBlock):
    def __init__(self, steps=5, hidden=6, **kwargs):
        super().__init__(**kwargs)
        self._steps = steps
        self._hidden = hidden
        with self.name_scope():
            self.cell = rnn.GRUCell(hidden, input_size=8)

    def hybrid_forward(self, F, seq):
        xs = F.split(seq, num_outputs=self._steps, axis=1, squeeze_axis=True)
        h = F.zeros_like(F.slice_axis(xs[0], axis=1, begin=0, end=1))
        h = F.broadcast_axis(h, axis=1, size=self._hidden)
        states = []
        for t in range(self._steps):
            h, _ = self.cell(xs[t], [h])
            states.append(h)
        return F.stack(*states, axis=1)


Net = InterestExtractor
