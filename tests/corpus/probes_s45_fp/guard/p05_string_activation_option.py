"""An activation name kept as a string option and dispatched on with `if`/`elif`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5)]


class Net(HybridBlock):
    def __init__(self, act="gelu", **kwargs):
        super().__init__(**kwargs)
        self._act = act
        with self.name_scope():
            self.fc = nn.Dense(5, in_units=5)

    def hybrid_forward(self, F, x):
        h = self.fc(x)
        if self._act == "relu":
            h = F.relu(h)
        elif self._act == "gelu":
            h = F.LeakyReLU(h, act_type="gelu")
        elif self._act is None:
            pass
        return h
