"""Stroke decoder over a python number of steps: inputs unstacked by `F.split(..., squeeze_axis=True)`, an `LSTMCell` stepped in a loop, outputs stacked."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 4, 3)]


class StrokeDecoder(HybridBlock):
    def __init__(self, steps=4, units=6, **kwargs):
        super().__init__(**kwargs)
        self.steps = steps
        with self.name_scope():
            self.cell = rnn.LSTMCell(units, input_size=3)
            self.out = nn.Dense(5)

    def hybrid_forward(self, F, strokes):
        xs = F.split(strokes, num_outputs=self.steps, axis=1, squeeze_axis=True)
        state = self.cell.begin_state(func=F.zeros, batch_size=2)
        outs = []
        for x in xs:
            h, state = self.cell(x, state)
            outs.append(self.out(h))
        return F.stack(*outs, axis=1)


Net = StrokeDecoder
