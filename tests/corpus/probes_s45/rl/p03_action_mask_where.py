"""Invalid actions masked before the softmax with F.where against a large negative constant."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10), (4, 6)]


class Net(HybridBlock):
    def __init__(self, num_actions=6, mask_value=-1e9, **kwargs):
        super().__init__(**kwargs)
        self._mask_value = mask_value
        with self.name_scope():
            self.policy = nn.Dense(num_actions, in_units=10)

    def hybrid_forward(self, F, obs, legal):
        logits = self.policy(obs)
        allowed = legal > -0.5                                    # 1 where the action is legal
        masked = F.where(allowed, logits, F.ones_like(logits) * self._mask_value)
        return F.softmax(masked, axis=-1)
