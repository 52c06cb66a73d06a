"""Meta-SGD with a learned (1,) learning rate per layer, applied to the gradient with `F.broadcast_mul(lr, grad)` so that it stretches over the weight's shape in both backends."""
from mxnet.gluon import HybridBlock

INPUTS = [(6, 4), (6, 1), (3, 4)]


class Net(HybridBlock):
    def __init__(self, in_units=4, inner_steps=2, **kwargs):
        super().__init__(**kwargs)
        self.inner_steps = inner_steps
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(1, in_units))
            self.log_lr = self.params.get("log_lr", shape=(1,), init="zeros")

    def hybrid_forward(self, F, x_s, y_s, x_q, weight, log_lr):
        lr = F.sigmoid(log_lr) * 0.1
        w = weight
        for _ in range(self.inner_steps):
            err = F.dot(x_s, w, transpose_b=True) - y_s
            grad = F.dot(err, x_s, transpose_a=True) / 3.0
            w = w - F.broadcast_mul(lr, grad)
        return F.dot(x_q, w, transpose_b=True)
