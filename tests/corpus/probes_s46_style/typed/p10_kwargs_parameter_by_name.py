"""`hybrid_forward(self, F, x, **kwargs)` reads its own Parameter from `kwargs['scale']`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4)]


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.scale = self.params.get("scale", shape=(1, 4), init="ones")

    def hybrid_forward(self, F, x, **kwargs):
        return F.broadcast_mul(x, kwargs["scale"]) + 1
