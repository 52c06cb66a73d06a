"""Decision Transformer `get_action(self, preds)` method without F that returns the last timestep's action
by `preds[:, -1]`, as the PyTorch evaluation code does."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 12, 8)]


class LastAction(HybridBlock):
    def __init__(self, act_dim=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.head = nn.Dense(act_dim, activation="tanh", flatten=False)

    def get_action(self, preds):
        return preds[:, -1]

    def hybrid_forward(self, F, h):
        state_out = F.slice_axis(h.reshape((0, -4, -1, 3, -2)), axis=2, begin=1, end=2).reshape((0, 0, -1))
        return self.get_action(self.head(state_out))


Net = LastAction
