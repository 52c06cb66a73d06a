"""Tacotron 2 decoding loop over teacher-forced frames split by `F.split`, breaking out as soon as the stop-token head's probability passes the gate threshold (`if F.max(stop) > self.gate: break`)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6), (2, 8)]


class GatedDecoder(HybridBlock):
    def __init__(self, steps=4, hidden=8, gate=0.5, **kwargs):
        super().__init__(**kwargs)
        self._steps = steps
        self.gate = gate
        with self.name_scope():
            self.rnn = nn.Dense(hidden, in_units=6 + hidden, activation="tanh")
            self.stop = nn.Dense(1, in_units=hidden + 8)

    def hybrid_forward(self, F, frames, context):
        h = F.zeros_like(context)
        outs = []
        for frame in F.split(frames, num_outputs=self._steps, axis=1, squeeze_axis=True):
            h = self.rnn(F.concat(frame, h, dim=1))
            outs.append(h)
            stop = F.sigmoid(self.stop(F.concat(h, context, dim=1)))
            if F.max(stop) > self.gate:
                break
        return F.stack(*outs, axis=1)


Net = GatedDecoder
