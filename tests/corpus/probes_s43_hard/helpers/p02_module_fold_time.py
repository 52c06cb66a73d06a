"""A module-level helper folds time into batch with `v.reshape((-1, v.shape[-1]))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 4)]


def _fold_time(v):
    return v.reshape((-1, v.shape[-1]))


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(2)

    def hybrid_forward(self, F, x):
        return self.fc(_fold_time(x))
