"""A base block's activation hook overridden by a subclass with another F operator."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5)]


class Base(HybridBlock):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(4)

    def _act(self, F, x):
        return F.sigmoid(x)

    def hybrid_forward(self, F, x):
        return self._act(F, self.fc(x))


class Net(Base):
    def _act(self, F, x):
        return F.LeakyReLU(x, act_type="leaky", slope=0.1)
