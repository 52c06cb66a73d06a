"""Fixed-point refinement with F.contrib.while_loop: the condition is a tensor comparison on the counter."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4)]


class Net(HybridBlock):
    def __init__(self, steps=3, units=4, **kwargs):
        super().__init__(**kwargs)
        self._steps = steps
        with self.name_scope():
            self.cell = nn.Dense(units, in_units=units)

    def hybrid_forward(self, F, x):
        def cond(i, h):
            return i < self._steps

        def body(i, h):
            h = F.tanh(self.cell(h) + x)
            return h, (i + 1, h)

        counter = F.zeros_like(F.sum(x, axis=(0, 1), keepdims=True)).reshape((1,))
        _, (_, h) = F.contrib.while_loop(cond, body, (counter, x), max_iterations=self._steps)
        return h
