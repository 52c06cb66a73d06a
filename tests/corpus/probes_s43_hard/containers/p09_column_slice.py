"""Objectness is the second column of the prediction, taken with a torch/numpy style `pred[:, 1]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        self.pred = nn.Dense(3)

    def hybrid_forward(self, F, x):
        pred = self.pred(x)
        obj = pred[:, 1]
        return F.sigmoid(obj)
