"""`x.view(x.size(0), -1)` ported with a reshape code."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 4, 4)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(5, flatten=False)

    def hybrid_forward(self, F, x):
        return self.fc(x.reshape((0, -1)))
