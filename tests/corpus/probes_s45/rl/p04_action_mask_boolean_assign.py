"""Invalid actions masked by assigning into the logits: `logits[legal == 0] = -1e9`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10), (4, 6)]


class Net(HybridBlock):
    def __init__(self, num_actions=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.policy = nn.Dense(num_actions, in_units=10)

    def hybrid_forward(self, F, obs, legal):
        logits = self.policy(obs)
        logits[legal < -0.5] = -1e9
        return F.softmax(logits, axis=-1)
