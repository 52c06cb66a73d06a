"""The activation is named by a constructor string and handed to F.Activation as act_type."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 5)]


class Net(HybridBlock):
    def __init__(self, act="softrelu"):
        super().__init__()
        self.act = act
        with self.name_scope():
            self.fc = nn.Dense(4, in_units=5)

    def hybrid_forward(self, F, x):
        return F.Activation(self.fc(x), act_type=self.act)
