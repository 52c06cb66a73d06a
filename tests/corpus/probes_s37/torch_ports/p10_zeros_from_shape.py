"""`torch.zeros(x.size(0), hidden)` ported to F.zeros on x.shape[0] for the first hidden state."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        self.hidden = 3
        self.fc = nn.Dense(3)

    def hybrid_forward(self, F, x):
        h = F.zeros((x.shape[0], self.hidden))
        return F.tanh(self.fc(x) + h)
