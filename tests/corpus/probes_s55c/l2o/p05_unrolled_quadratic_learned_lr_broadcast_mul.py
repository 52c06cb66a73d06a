"""Unrolled optimizee: python-counted steps of x <- x - lr * grad on a quadratic with a learned (1,) log learning rate applied by `broadcast_mul`, every iterate's loss stacked for the meta-loss."""
from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6)]


class UnrolledSGD(HybridBlock):
    def __init__(self, steps=3, **kwargs):
        super().__init__(**kwargs)
        self.steps = steps
        with self.name_scope():
            self.log_lr = self.params.get("log_lr", shape=(1,), init=init.Constant(-1.0))

    def hybrid_forward(self, F, x0, log_lr):
        x, losses = x0, []
        lr = F.exp(log_lr)
        for _ in range(self.steps):
            grad = 2.0 * x
            x = x - F.broadcast_mul(grad, lr)
            losses.append(F.sum(F.square(x), axis=1))
        return F.stack(*losses, axis=1)


Net = UnrolledSGD
