"""A deferred (0,)-shaped scale whose size `infer_shape` sets from `x.shape[-1]`."""
from mxnet.gluon import HybridBlock

INPUTS = [(3, 5)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        with self.name_scope():
            self.gamma = self.params.get("gamma", shape=(0,), init="ones", allow_deferred_init=True)

    def infer_shape(self, x, *args):
        self.gamma.shape = (x.shape[-1],)

    def hybrid_forward(self, F, x, gamma):
        return F.broadcast_mul(x, gamma) + 1
