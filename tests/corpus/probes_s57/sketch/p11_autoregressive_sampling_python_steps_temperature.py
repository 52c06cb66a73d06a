"""SketchRNN greedy generation for a python number of steps: an LSTMCell fed its own previous output, the pen state by `one_hot(argmax)` of temperature-scaled logits, offsets the mixture mean with the largest weight by `pick`; each step's stroke-5 row stacked."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 5), (2, 6)]


class GreedySketcher(HybridBlock):
    def __init__(self, hidden=6, num_mixture=3, steps=4, temperature=0.5, **kwargs):
        super().__init__(**kwargs)
        self.m, self.steps, self.temperature = num_mixture, steps, temperature
        with self.name_scope():
            self.cell = rnn.LSTMCell(hidden, input_size=5)
            self.mdn = nn.Dense(3 * num_mixture, in_units=hidden)
            self.pen = nn.Dense(3, in_units=hidden)

    def hybrid_forward(self, F, start, h0):
        states = [h0, F.zeros_like(h0)]
        x = start
        rows = []
        for _ in range(self.steps):
            out, states = self.cell(x, states)
            pi, mu_x, mu_y = F.split(self.mdn(out), num_outputs=3, axis=1)
            k = F.argmax(pi / self.temperature, axis=1)
            dxy = F.stack(F.pick(mu_x, k, axis=1), F.pick(mu_y, k, axis=1), axis=1)
            pen = F.one_hot(F.argmax(self.pen(out) / self.temperature, axis=1), depth=3)
            x = F.concat(dxy, pen, dim=1)
            rows.append(x)
        return F.stack(*rows, axis=1)


Net = GreedySketcher
