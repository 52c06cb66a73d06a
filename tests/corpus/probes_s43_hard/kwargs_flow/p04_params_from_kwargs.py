"""Parameters read back out of `**kwargs` by name (`kwargs['weight']`, `kwargs.get('bias')`)."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 5)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(3, 5))
            self.bias = self.params.get("bias", shape=(3,), init="zeros")

    def hybrid_forward(self, F, x, **kwargs):
        return F.FullyConnected(x, kwargs["weight"], kwargs.get("bias"), num_hidden=3)
