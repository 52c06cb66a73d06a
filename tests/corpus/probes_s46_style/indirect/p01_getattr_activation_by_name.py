"""The activation is looked up by name from the config: `getattr(F, self.act_type)(x)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class Net(HybridBlock):
    def __init__(self, act_type="tanh", **kwargs):
        super().__init__(**kwargs)
        self.act_type = act_type
        with self.name_scope():
            self.fc = nn.Dense(4, in_units=6)

    def hybrid_forward(self, F, x):
        return getattr(F, self.act_type)(self.fc(x))
