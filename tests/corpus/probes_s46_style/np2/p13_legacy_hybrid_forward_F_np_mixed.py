"""A legacy (non numpy-mode) block calling the legacy `nd.relu` on its input inside `hybrid_forward`."""
from mxnet import nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(4, in_units=6)

    def hybrid_forward(self, F, x):
        return nd.relu(self.fc(x)) + F.sigmoid(x.sum(axis=1, keepdims=True))
