"""Fixed-point refinement with a python `while` that tests the update norm (a tensor) each step."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4)]


class Net(HybridBlock):
    def __init__(self, tol=1e-2, max_steps=5, units=4, **kwargs):
        super().__init__(**kwargs)
        self._tol = tol
        self._max_steps = max_steps
        with self.name_scope():
            self.cell = nn.Dense(units, in_units=units)

    def hybrid_forward(self, F, x):
        h = x
        step = 0
        delta = F.ones((1,))
        while step < self._max_steps and delta > self._tol:
            new_h = F.tanh(self.cell(h) + x)
            delta = F.norm(new_h - h)
            h = new_h
            step += 1
        return h
