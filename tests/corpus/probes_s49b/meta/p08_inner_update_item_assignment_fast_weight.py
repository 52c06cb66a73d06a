"""Inner update written in place on a copy of the weight: `w = weight.copy()` then `w[:] = w - self.inner_lr * grad` each step, as with NDArrays."""
from mxnet.gluon import HybridBlock

INPUTS = [(6, 4), (6, 1), (3, 4)]


class Net(HybridBlock):
    def __init__(self, in_units=4, inner_steps=2, inner_lr=0.1, **kwargs):
        super().__init__(**kwargs)
        self.inner_steps, self.inner_lr = inner_steps, inner_lr
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(1, in_units))

    def hybrid_forward(self, F, x_s, y_s, x_q, weight):
        w = weight.copy()
        for _ in range(self.inner_steps):
            err = F.dot(x_s, w, transpose_b=True) - y_s
            w[:] = w - self.inner_lr * F.dot(err, x_s, transpose_a=True) / 3.0
        return F.dot(x_q, w, transpose_b=True)
