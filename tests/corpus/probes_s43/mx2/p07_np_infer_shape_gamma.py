"""Numpy mode: a deferred scale whose shape `infer_shape` reads from the input's last axis."""
import mxnet as mx
from mxnet import npx
from mxnet.gluon import HybridBlock

npx.set_np()

INPUTS = [(3, 5)]


@mx.util.use_np
class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        with self.name_scope():
            self.gamma = self.params.get("gamma", shape=(0,), init="ones", allow_deferred_init=True)

    def infer_shape(self, x, *args):
        self.gamma.shape = (x.shape[-1],)

    def hybrid_forward(self, F, x, gamma):
        return x * gamma - 0.5
