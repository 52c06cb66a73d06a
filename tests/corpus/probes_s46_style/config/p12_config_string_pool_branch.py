"""A string in the config picks average or max pooling with a python `if`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 5)]


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.cfg = {"pool": "avg", "axis": 2}

    def hybrid_forward(self, F, x):
        if self.cfg["pool"] == "avg":
            return F.mean(x, axis=self.cfg["axis"])
        return F.max(x, axis=self.cfg["axis"])
