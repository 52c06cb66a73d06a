"""attack (begin-equals-k cut): the cut on axis 0 through slice_axis's axis=-3 with k from the
constructor (1)."""
from mxnet.gluon import nn

INPUTS = [(4, 3, 5)]


class Net(nn.HybridBlock):
    def __init__(self, k=1, **kwargs):
        super().__init__(**kwargs)
        self.k = k

    def hybrid_forward(self, F, x):
        y = x * 2
        return F.slice_axis(y, axis=-3, begin=self.k, end=y.shape[0] - self.k)
