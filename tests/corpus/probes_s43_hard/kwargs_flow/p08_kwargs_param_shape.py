"""The output width is read from `kwargs['weight'].shape[0]`, a Parameter handed in through **kwargs."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 5)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(3, 5))

    def hybrid_forward(self, F, x, **kwargs):
        units = kwargs["weight"].shape[0]
        return F.FullyConnected(x, kwargs["weight"], no_bias=True, num_hidden=units)
