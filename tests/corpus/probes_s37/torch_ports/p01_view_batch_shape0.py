"""`x.view(x.size(0), -1)` ported as a reshape on x.shape[0] before the classifier."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 4, 4)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(5)

    def hybrid_forward(self, F, x):
        B = x.shape[0]
        return self.fc(x.reshape((B, -1)))
