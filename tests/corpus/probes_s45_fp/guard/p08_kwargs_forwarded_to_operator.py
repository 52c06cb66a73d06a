"""Operator options collected in __init__ as a dict and forwarded with `**kwargs` to a helper and an operator."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


def _activate(F, x, **kwargs):
    return F.Activation(x, **kwargs)


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self._act_kwargs = {"act_type": "tanh"}
        with self.name_scope():
            self.fc = nn.Dense(6, in_units=6)

    def hybrid_forward(self, F, x, **kwargs):
        return _activate(F, self.fc(x), **self._act_kwargs)
