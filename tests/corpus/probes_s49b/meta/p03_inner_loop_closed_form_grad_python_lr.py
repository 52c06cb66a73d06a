"""Inner loop of a MAML learner on a linear regressor, unrolled in the graph: the squared-error gradient is written in closed form (`F.dot(err, x_s, transpose_a=True)`), each of `self.inner_steps` updates is `w = w - self.inner_lr * grad` with a python learning rate, then the adapted weight is applied to the query set."""
from mxnet.gluon import HybridBlock

INPUTS = [(6, 4), (6, 1), (3, 4)]


class Net(HybridBlock):
    def __init__(self, in_units=4, inner_steps=3, inner_lr=0.1, **kwargs):
        super().__init__(**kwargs)
        self.inner_steps, self.inner_lr = inner_steps, inner_lr
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(1, in_units))
            self.bias = self.params.get("bias", shape=(1,), init="zeros")

    def hybrid_forward(self, F, x_s, y_s, x_q, weight, bias):
        w, b = weight, bias
        for _ in range(self.inner_steps):
            err = F.FullyConnected(x_s, w, b, num_hidden=1) - y_s
            grad_w = F.dot(err, x_s, transpose_a=True) * (2.0 / 6)
            grad_b = F.sum(err, axis=0) * (2.0 / 6)
            w = w - self.inner_lr * grad_w
            b = b - self.inner_lr * grad_b
        return F.FullyConnected(x_q, w, b, num_hidden=1)
