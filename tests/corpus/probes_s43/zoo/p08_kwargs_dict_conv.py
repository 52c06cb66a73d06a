"""A hand-made convolution: operator keyword arguments kept in `self._kwargs` and unpacked."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 6, 6)]


class Net(HybridBlock):
    def __init__(self, channels=4, kernel=3):
        super().__init__()
        self._kwargs = {"kernel": (kernel, kernel), "stride": (1, 1), "pad": (1, 1),
                        "num_filter": channels, "no_bias": True, "layout": "NCHW"}
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(channels, 3, kernel, kernel))

    def hybrid_forward(self, F, x, weight):
        return F.Convolution(x, weight, name="fwd", **self._kwargs)
