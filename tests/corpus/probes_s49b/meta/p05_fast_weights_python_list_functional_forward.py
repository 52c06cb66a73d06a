"""Fast weights kept as a python list of tensors: a module-level `functional_forward(F, x, params)` walks the list in pairs, the inner update rebuilds the list with a comprehension `[p - lr * g for p, g in zip(params, grads)]` using a surrogate gradient (`F.sign(p)`, an L1 step)."""
from mxnet.gluon import HybridBlock

INPUTS = [(5, 4)]


def functional_forward(F, x, params, widths):
    h = x
    for i, width in enumerate(widths):
        h = F.FullyConnected(h, params[2 * i], params[2 * i + 1], num_hidden=width)
        if i < len(widths) - 1:
            h = F.relu(h)
    return h


class Net(HybridBlock):
    def __init__(self, in_units=4, widths=(8, 3), inner_lr=0.05, inner_steps=2, **kwargs):
        super().__init__(**kwargs)
        self.widths, self.inner_lr, self.inner_steps = list(widths), inner_lr, inner_steps
        with self.name_scope():
            self.w0 = self.params.get("w0", shape=(widths[0], in_units))
            self.b0 = self.params.get("b0", shape=(widths[0],), init="zeros")
            self.w1 = self.params.get("w1", shape=(widths[1], widths[0]))
            self.b1 = self.params.get("b1", shape=(widths[1],), init="zeros")

    def hybrid_forward(self, F, x, w0, b0, w1, b1):
        params = [w0, b0, w1, b1]
        for _ in range(self.inner_steps):
            grads = [F.sign(p) for p in params]
            params = [p - self.inner_lr * g for p, g in zip(params, grads)]
        return functional_forward(F, x, params, self.widths)
