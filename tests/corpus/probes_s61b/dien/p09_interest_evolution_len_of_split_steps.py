"""DIEN interest evolution with a GRUCell unrolled over `range(len(steps))`, `steps` being the list `F.split` returns; the final state picked by `SequenceLast` with per-user history lengths when `self._use_length` is configured."""
from mxnet.gluon import HybridBlock, rnn

INPUTS = [(2, 5, 8), (2,)]


class EvolutionGRU(HybridBlock):
    def __init__(self, steps=5, hidden=6, use_length=True, **kwargs):
        super().__init__(**kwargs)
        self._steps = steps
        self._use_length = use_length
        self._hidden = hidden
        with self.name_scope():
            self.cell = rnn.GRUCell(hidden, input_size=8)

    def hybrid_forward(self, F, seq, lengths):
        steps = F.split(seq, num_outputs=self._steps, axis=1, squeeze_axis=True)
        zero = F.zeros_like(F.slice_axis(steps[0], axis=1, begin=0, end=1))
        h = [F.broadcast_axis(zero, axis=1, size=self._hidden)]
        outs = []
        for t in range(len(steps)):
            out, h = self.cell(steps[t], h)
            outs.append(out)
        seq_out = F.stack(*outs, axis=0)
        if self._use_length:
            valid = F.clip(F.round(F.abs(lengths) * self._steps), 1, self._steps)
            return F.SequenceLast(seq_out, sequence_length=valid, use_sequence_length=True)
        return outs[-1]


Net = EvolutionGRU
