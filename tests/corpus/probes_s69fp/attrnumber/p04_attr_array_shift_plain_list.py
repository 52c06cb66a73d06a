"""The shift is on the attribute (`self.n - 1`), the name a python list of sizes repeated by `*` into
`F.zeros`' shape: a list, legal; `len` of it is a python int."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3)]


class Net(HybridBlock):
    def __init__(self, n=2, **kwargs):
        super().__init__(**kwargs)
        self.n = n

    def hybrid_forward(self, F, x):
        dims = [2]
        pad = F.zeros(dims * (self.n - 1))
        return F.broadcast_add(x, F.reshape(F.sum(pad), shape=(1, 1))) * len(dims)
